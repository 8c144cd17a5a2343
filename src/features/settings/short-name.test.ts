import { describe, expect, it } from "vitest";
import { resolveBrand } from "~/features/branding";
import { applyUpdate, toSettingsAnswer, type SettingsRow } from "./answer";
import { defaultSettingsData } from "./defaults";
import { settingsUpdateSchema } from "./schema";

const LEGAL = "Imobiliária Horizonte Azul & Filhos Consultoria em Consórcios Ltda — Unidade Centro";
const row: SettingsRow = { ...defaultSettingsData("acc", LEGAL), avatarWhite: null, avatarBlack: null, whatsapp: null };

describe("the company's short display name", () => {
  it("headers and the card read the short name; the full legal name stays the brand's name (PDF footer, terms)", () => {
    const brand = resolveBrand(toSettingsAnswer({ ...row, shortName: "Horizonte Azul — Centro" }));
    expect(brand).toMatchObject({ name: LEGAL, shortName: "Horizonte Azul — Centro" });
  });

  it("falls back to the full name when empty", () => {
    expect(toSettingsAnswer(row).nome_curto).toBeNull();
    expect(resolveBrand(toSettingsAnswer(row)).shortName).toBe(LEGAL);
    expect(resolveBrand(toSettingsAnswer({ ...row, shortName: "  " })).shortName).toBe(LEGAL);
  });

  it("is saved trimmed; empty is stored as null; longer than 40 characters or with a control character is refused in pt-BR", () => {
    const current = toSettingsAnswer(row);
    expect(applyUpdate(current, settingsUpdateSchema.parse({ nome_curto: "  Horizonte Azul — Centro " }))).toEqual({
      ok: true,
      data: { shortName: "Horizonte Azul — Centro" },
    });
    expect(applyUpdate(current, settingsUpdateSchema.parse({ nome_curto: " " }))).toEqual({
      ok: true,
      data: { shortName: null },
    });
    const long = settingsUpdateSchema.safeParse({ nome_curto: "Horizonte Azul Consultoria — Unidade Centro" });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe("Nome curto: use no máximo 40 caracteres.");
    expect(settingsUpdateSchema.safeParse({ nome_curto: "Horizonte\u0007" }).success).toBe(false);
  });
});
