import { describe, expect, it } from "vitest";
import {
  DEFAULT_TEMPLATES,
  FALLBACK_TEMPLATE,
  missingFields,
  renderTemplate,
  templateNeeds,
  templatesBesideVerdict,
  templatesSchema,
  usableTemplates,
} from "./templates";

// The WhatsApp messages a seller sends are checked for misleading claims, like every
// text that reaches a proposal (features/compliance).
describe("WhatsApp templates and misleading claims", () => {
  const messages = (templates: { name: string; body: string }[]) => {
    const parsed = templatesSchema.safeParse({ templates });
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  };

  it("refuses a body that promises a contemplation, naming the field", () => {
    const issues = messages([
      { name: "Oferta", body: "Olá, {primeiro_nome}! Contemplação garantida no primeiro mês: {link}" },
    ]);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toBe("templates.0.body");
    expect(issues[0]!.message).toMatch(/^Mensagem: .*contemplação garantida/);
  });

  it("refuses a name that hides the fees", () => {
    const issues = messages([{ name: "Consórcio sem juros", body: "Olá, {primeiro_nome}! Veja: {link}" }]);
    expect(issues.map((i) => i.path)).toEqual(["templates.0.name"]);
    expect(issues[0]!.message).toMatch(/^Nome do modelo: /);
  });

  it("accepts the honest wording and the default set", () => {
    expect(
      messages([
        {
          name: "Proposta",
          body: "Olá, {primeiro_nome}! A contemplação é por sorteio ou lance, sem data garantida. {link}",
        },
      ]),
    ).toEqual([]);
    expect(messages([...DEFAULT_TEMPLATES])).toEqual([]);
  });
});

describe("templates declare what they need", () => {
  const noProposal = { primeiro_nome: "Maria", link: null, parcela: null, credito: null };
  const withProposal = {
    primeiro_nome: "Maria",
    link: "https://x/p/abc",
    parcela: "R$ 1.234,56",
    credito: "R$ 300.000,00",
  };

  it("a template needs every field it uses, once", () => {
    expect(templateNeeds("Olá, {primeiro_nome}! {credito} e {parcela}: {link} {credito}")).toEqual([
      "primeiro_nome",
      "credito",
      "parcela",
      "link",
    ]);
    expect(templateNeeds("Oi!")).toEqual([]);
  });

  it("a client without a proposal gets the default set's first-contact variant on the button, never an empty placeholder", () => {
    const [first, ...others] = usableTemplates(DEFAULT_TEMPLATES, noProposal);
    expect(first?.name).toBe("Primeiro contato");
    for (const t of [first!, ...others]) {
      const text = renderTemplate(t.body, noProposal);
      expect(text).not.toMatch(/crédito de,|a partir de\.|aqui: *$|\{/);
      expect(missingFields(t.body, noProposal)).toEqual([]);
    }
    expect(others.map((t) => t.name)).not.toContain("Enviar proposta");
  });

  it("a client with a proposal gets the account's first template, filled", () => {
    const [first] = usableTemplates(DEFAULT_TEMPLATES, withProposal);
    expect(first?.name).toBe("Enviar proposta");
    expect(renderTemplate(first!.body, withProposal)).toContain(
      "crédito de R$ 300.000,00, com parcelas a partir de R$ 1.234,56",
    );
  });

  it("an account whose templates all need a proposal falls back to a plain greeting", () => {
    const templates = [{ name: "Link", body: "Oi {primeiro_nome}, veja {link}" }];
    expect(usableTemplates(templates, noProposal)).toEqual([FALLBACK_TEMPLATE]);
    expect(renderTemplate(FALLBACK_TEMPLATE.body, noProposal)).toBe("Olá, Maria! Tudo bem?");
  });
});

describe("templates beside a proposal's verdict", () => {
  const all = [
    { name: "Economia", body: "Olá, {primeiro_nome}! Veja quanto você economiza: {link}" },
    { name: "Proposta", body: "Olá, {primeiro_nome}! Sua proposta: {link}" },
  ];
  it.each(["costs-more", "even"] as const)(
    "holds back the one that speaks of economia when the verdict is %s",
    (verdict) => {
      expect(templatesBesideVerdict(all, verdict).map((t) => t.name)).toEqual(["Proposta"]);
    },
  );
  it("offers both when the consórcio saves, or before any verdict", () => {
    expect(templatesBesideVerdict(all, "saves")).toHaveLength(2);
    expect(templatesBesideVerdict(all, null)).toHaveLength(2);
  });
});
