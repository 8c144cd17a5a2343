import { describe, expect, it } from "vitest";
import { DEFAULT_TEMPLATES, templatesSchema } from "./templates";

// The WhatsApp messages a seller sends are checked for misleading claims, like every
// text that reaches a proposal (features/compliance).
describe("WhatsApp templates and misleading claims", () => {
  const messages = (templates: { name: string; body: string }[]) => {
    const parsed = templatesSchema.safeParse({ templates });
    return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  };

  it("refuses a body that promises a contemplation, naming the field", () => {
    const issues = messages([{ name: "Oferta", body: "Olá, {primeiro_nome}! Contemplação garantida no primeiro mês: {link}" }]);
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
    expect(messages([{ name: "Proposta", body: "Olá, {primeiro_nome}! A contemplação é por sorteio ou lance, sem data garantida. {link}" }])).toEqual([]);
    expect(messages([...DEFAULT_TEMPLATES])).toEqual([]);
  });
});
