import { describe, expect, it } from "vitest";
import { controlCharPaths, hasControlChars, hasSingleLineControlChars } from "./control-chars";

describe("control characters", () => {
  it.each([
    ["NUL", "Ana\u0000", true, true],
    ["escape", "a\u001b[31m", true, true],
    ["DEL", "x\u007f", true, true],
    ["tab", "a\tb", false, true],
    ["newline", "linha 1\nlinha 2", false, true],
    ["carriage return", "a\r\nb", false, true],
    ["plain pt-BR text", "Açaí São João — R$ 1.000,00", false, false],
  ])("%s: multi-line refuses %s, single-line refuses %s", (_label, text, multi, single) => {
    expect(hasControlChars(text)).toBe(multi);
    expect(hasSingleLineControlChars(text)).toBe(single);
  });

  it("names the path of every offending string, nested and in arrays, keys included", () => {
    const input = { name: "Ana\u0000", ok: "fine\n", params: { notes: ["a", "b\u0007"] }, ["k\u0001"]: 1 };
    expect(controlCharPaths(input)).toEqual(["name", "params.notes.1", "k\u0001"]);
    expect(controlCharPaths("top\u0000")).toEqual([""]);
    expect(controlCharPaths({ n: 1, d: new Date(), b: true, z: null })).toEqual([]);
  });
});
