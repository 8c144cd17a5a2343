import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS } from "~/features/simulators/engine";
import { applyUpdate, toSettingsAnswer, type SettingsRow } from "./answer";
import { defaultSettingsData } from "./defaults";
import { settingsUpdateSchema } from "./schema";

const row: SettingsRow = {
  ...defaultSettingsData("acc", "Souza Consórcios"),
  avatarWhite: null,
  avatarBlack: null,
  whatsapp: null,
};

describe("settings.get answer", () => {
  it("answers in the spec's field names", () => {
    const answer = toSettingsAnswer(row);
    expect(answer).toMatchObject({
      name: "Souza Consórcios",
      avatar_black: null,
      avatar_white: null,
      color_slider: "#0f9d58",
      color_badge: "#f4b400",
      emphasis_people: "#0b6e3d",
      emphasis_people_shadow: "#06432a",
      whatsapp: null,
      modalidadesPorcentSorteio: 96,
      modalidadesPorcentFixo: 90,
      modalidadesPorcentFidelidade1: 42,
      modalidadesPorcentFidelidade2: 12,
      modalidadesPorcentFidelidade3: 8,
      modalidadesPorcentEspecial50: 8,
      modalidadesTitleFixo: "Lance fixo",
    });
    for (const field of [
      "value",
      "prazo",
      "prazoAc",
      "ta",
      "correction",
      "win",
      "igpm",
      "aplicacao",
      "locacao",
      "pricePercent",
      "priceJuros",
      "priceTr",
      "pricePrazo",
      "sacPercent",
      "sacJuros",
      "sacTr",
      "sacPrazo",
      "rentabilidadeAnual",
      "correcaoImovel",
      "pAplicado",
      "group",
      "isSelected",
    ]) {
      expect(answer.imovel).toHaveProperty(field);
    }
    expect(answer.imovel).toMatchObject({ value: 500000, prazo: 220, group: "all", isSelected: true });
    expect(answer.veiculo).toMatchObject({ value: 120000, prazo: 80, pricePrazo: 60, group: "all", isSelected: true });
  });
});

describe("settings.update", () => {
  const current = toSettingsAnswer(row);

  it.each([
    ["a colour name", { color_slider: "red" }, "color_slider"],
    ["three-digit hex", { color_badge: "#fff" }, "color_badge"],
    ["rgb()", { emphasis_people: "rgb(0,0,0)" }, "emphasis_people"],
    ["a name with a control character", { name: "Souza\u0007" }, "name"],
    ["an empty name", { name: "  " }, "name"],
    ["a modality percent above 100", { modalidadesPorcentFixo: 120 }, "modalidadesPorcentFixo"],
    ["a WhatsApp with letters", { whatsapp: "ligue 11 9999" }, "whatsapp"],
    ["a field settings.get does not have", { accountId: "x" }, "accountId"],
    ["a term out of the engine's range", { imovel: { prazo: 500 } }, "imovel.prazo"],
    [
      "a modality promising the contemplation",
      { modalidadesDescriptionFixo: "Contemplação GARANTIDA no lance fixo" },
      "modalidadesDescriptionFixo",
    ],
    ['a group name saying "sem juros"', { imovel: { group: "Grupo sem   júros" } }, "imovel.group"],
    [
      "an administradora CNPJ with a wrong check digit",
      { administradora_cnpj: "11.222.333/0001-82" },
      "administradora_cnpj",
    ],
    [
      "an administradora promising the contemplation",
      { administradora_nome: "Contemplação Garantida S.A." },
      "administradora_nome",
    ],
  ])("refuses %s, naming the field", (_label, input, field) => {
    const parsed = settingsUpdateSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((i) => [...i.path, ...("keys" in i ? (i.keys as string[]) : [])].join("."));
    expect(paths).toContain(field);
  });

  it("explains a refused claim in pt-BR, and a partial update fills in no default for the honest-finance fields", () => {
    const parsed = settingsUpdateSchema.safeParse({ modalidadesTitleSorteio: "Contemplado no 1º mês" });
    expect(parsed.error?.issues[0]?.message).toMatch(
      /^Título \(Sorteio\): não use "contemplado no primeiro mês" nem variações\. No consórcio/,
    );
    expect(settingsUpdateSchema.parse({ imovel: { win: 30 } })).toEqual({ imovel: { win: 30 } });
    const capped = applyUpdate(current, settingsUpdateSchema.parse({ imovel: { win: 40, embutido: 35 } }));
    expect(capped).toEqual({
      ok: false,
      fieldErrors: { "imovel.embutido": [expect.stringMatching(/^O lance embutido deve ser de no máximo 30\u00a0%/)] },
    });
  });

  it("keeps the administradora's CNPJ as its 14 digits; empty means none, and settings.get answers it", () => {
    expect(
      settingsUpdateSchema.parse({
        administradora_nome: "Consórcios Brasil S.A.",
        administradora_cnpj: "11.222.333/0001-81",
      }),
    ).toEqual({
      administradora_nome: "Consórcios Brasil S.A.",
      administradora_cnpj: "11222333000181",
    });
    expect(settingsUpdateSchema.parse({ administradora_nome: " ", administradora_cnpj: "" })).toEqual({
      administradora_nome: null,
      administradora_cnpj: null,
    });
    expect(applyUpdate(current, settingsUpdateSchema.parse({ administradora_cnpj: "11222333000181" }))).toEqual({
      ok: true,
      data: { administradoraCnpj: "11222333000181" },
    });
    expect(
      toSettingsAnswer({ ...row, administradoraName: "X S.A.", administradoraCnpj: "11222333000181" }),
    ).toMatchObject({ administradora_nome: "X S.A.", administradora_cnpj: "11222333000181" });
  });

  it("lower-cases colours and normalises the WhatsApp number", () => {
    expect(settingsUpdateSchema.parse({ color_slider: "#AA00FF", whatsapp: "(11) 98765-4321" })).toEqual({
      color_slider: "#aa00ff",
      whatsapp: "5511987654321",
    });
  });

  it("merges a partial simulator update and checks the cross-field rules against saved values", () => {
    const ok = applyUpdate(current, settingsUpdateSchema.parse({ imovel: { win: 30, group: "Grupo 1040" } }));
    expect(ok).toMatchObject({
      ok: true,
      data: { imovelDefaults: { ...IMOVEL_DEFAULT_PARAMS, win: 30, group: "Grupo 1040" } },
    });
    const refused = applyUpdate(current, settingsUpdateSchema.parse({ imovel: { prazoAc: 219, win: 50 } }));
    expect(refused).toEqual({
      ok: false,
      fieldErrors: { "imovel.win": [expect.stringMatching(/^O lance deve estar entre 0\u00a0% e/)] },
    });
  });

  it("writes the modalities as a whole when one modality field changes", () => {
    const result = applyUpdate(current, settingsUpdateSchema.parse({ modalidadesTitleSorteio: "Sorteio mensal" }));
    expect(result.ok && (result.data.modalities as Array<{ title: string }>).map((m) => m.title)).toEqual([
      "Sorteio mensal",
      "Lance fixo",
      "Fidelidade 1",
      "Fidelidade 2",
      "Fidelidade 3",
      "Especial 50",
    ]);
  });

  it("keeps the modality percents' source and date on every modality; the answer reads them back", () => {
    const update = settingsUpdateSchema.parse({
      modalidadesFonte: " extrato da administradora, assembleia de out/2026 ",
      modalidadesData: "15/10/2026",
    });
    expect(update).toEqual({
      modalidadesFonte: "extrato da administradora, assembleia de out/2026",
      modalidadesData: "2026-10-15",
    });
    const result = applyUpdate(current, update);
    const modalities = result.ok
      ? (result.data.modalities as Array<{ source: string | null; readOn: string | null; percent: number }>)
      : [];
    expect(modalities).toHaveLength(6);
    for (const m of modalities)
      expect(m).toMatchObject({ source: "extrato da administradora, assembleia de out/2026", readOn: "2026-10-15" });
    expect(modalities[0]?.percent).toBe(96);
    const answer = toSettingsAnswer({ ...row, modalities: result.ok ? result.data.modalities : null });
    expect(answer).toMatchObject({
      modalidadesFonte: "extrato da administradora, assembleia de out/2026",
      modalidadesData: "15/10/2026",
    });
    // A later edit of a percent keeps them; emptying the fields clears them.
    const again = applyUpdate(answer, settingsUpdateSchema.parse({ modalidadesPorcentFixo: 80 }));
    expect(again.ok && (again.data.modalities as Array<{ readOn: string | null }>)[1]).toMatchObject({
      source: "extrato da administradora, assembleia de out/2026",
      readOn: "2026-10-15",
      percent: 80,
    });
    const cleared = applyUpdate(answer, settingsUpdateSchema.parse({ modalidadesFonte: "", modalidadesData: "" }));
    expect(cleared.ok && (cleared.data.modalities as Array<{ source: string | null }>)[0]).toMatchObject({
      source: null,
      readOn: null,
    });
    expect(toSettingsAnswer(row)).toMatchObject({ modalidadesFonte: null, modalidadesData: null });
  });

  it.each([
    [
      "a line break",
      { modalidadesFonte: "extrato\nda administradora" },
      "modalidadesFonte",
      /não aceita quebras de linha/,
    ],
    [
      "an invisible character",
      { modalidadesFonte: "extrato\u200b da administradora" },
      "modalidadesFonte",
      /caracteres invisíveis/,
    ],
    [
      "a promise of contemplation",
      { modalidadesFonte: "contemplação garantida" },
      "modalidadesFonte",
      /^Fonte dos percentuais:/,
    ],
    ["a source too long", { modalidadesFonte: "x".repeat(121) }, "modalidadesFonte", /no máximo 120 caracteres/],
    ["a date that is not a day", { modalidadesData: "31/02/2026" }, "modalidadesData", /use dd\/mm\/aaaa/],
    ["a date in another format", { modalidadesData: "out/2026" }, "modalidadesData", /use dd\/mm\/aaaa/],
    ["a date in the future", { modalidadesData: "01/01/2999" }, "modalidadesData", /não pode estar no futuro/],
  ])("refuses %s in the modality percents' source or date", (_, input, field, message) => {
    const parsed = settingsUpdateSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path.join(".")).toBe(field);
    expect(parsed.error?.issues[0]?.message).toMatch(message);
  });
});
