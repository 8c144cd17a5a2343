import { describe, expect, it } from "vitest";
import * as z from "zod";
import { fieldIssues } from "./zod-locale";

describe("fieldIssues", () => {
  const schema = z
    .object({
      kind: z.literal("imovel"),
      params: z.object({ value: z.number().positive(), win: z.number().max(95) }),
      tags: z.array(z.string()),
    })
    .refine((v) => v.params.value > 10, { message: "Simulação inválida." });

  it("keys nested messages by their whole path and keeps form-level messages apart", () => {
    const result = schema.safeParse({ kind: "imovel", params: { value: -1, win: 120 }, tags: ["ok", 3] });
    if (result.success) throw new Error("expected failure");
    const { fieldErrors, formErrors } = fieldIssues(result.error);
    expect(Object.keys(fieldErrors).sort()).toEqual(["params.value", "params.win", "tags.1"]);
    expect(fieldErrors["params.value"]?.[0]).toMatch(/^Demasiado pequeno/);
    expect(formErrors).toEqual([]);
  });

  it("takes keys named like Object.prototype's members as plain keys (no TypeError, no prototype change)", () => {
    const names = ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__"];
    const strict = z.strictObject({ name: z.string() });
    const input = Object.fromEntries([["name", 1], ...names.map((n) => [n, n])]);
    const result = strict.safeParse(input);
    if (result.success) throw new Error("expected failure");
    const { fieldErrors } = fieldIssues(result.error);
    expect(Object.keys(fieldErrors).sort()).toEqual([...names, "name"].sort());
    for (const n of names) expect(fieldErrors[n], n).toEqual(["Campo não permitido."]);
    const byPath = z
      .object({ constructor: z.string(), toString: z.number() })
      .safeParse({ constructor: 1, toString: "x" });
    if (byPath.success) throw new Error("expected failure");
    expect(Object.keys(fieldIssues(byPath.error).fieldErrors).sort()).toEqual(["constructor", "toString"]);
  });

  it("puts path-less issues in formErrors", () => {
    const result = schema.safeParse({ kind: "imovel", params: { value: 5, win: 1 }, tags: [] });
    if (result.success) throw new Error("expected failure");
    expect(fieldIssues(result.error)).toEqual({ fieldErrors: {}, formErrors: ["Simulação inválida."] });
  });

  it("reports each key a strict object refuses under that key, nested ones with their path", () => {
    const strict = z.strictObject({ terms: z.literal(true), extra: z.strictObject({ a: z.number() }) });
    const result = strict.safeParse({ terms: true, role: "ADMIN", extra: { a: 1, b: 2 } });
    if (result.success) throw new Error("expected failure");
    expect(fieldIssues(result.error)).toEqual({
      fieldErrors: { role: ["Campo não permitido."], "extra.b": ["Campo não permitido."] },
      formErrors: [],
    });
  });
});
