import { describe, expect, it } from "vitest";
import * as z from "zod";
import {
  CONTROL_CHAR_MESSAGE,
  controlCharPaths,
  hasControlChars,
  hasSingleLineControlChars,
  hiddenTextProblem,
  INVISIBLE_CHAR_MESSAGE,
  LINE_BREAK_MESSAGE,
  LONE_SURROGATE_MESSAGE,
  oneLine,
  plainText,
} from "./control-chars";

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

  // [label, text, single-line answer, multi-line answer]
  it.each([
    ["plain pt-BR text", "Açaí São João — R$ 1.000,00", null, null],
    ["an emoji (a whole UTF-16 pair)", "Ana \ud83d\ude00", null, null],
    ["a newline", "linha 1\nlinha 2", LINE_BREAK_MESSAGE, null],
    ["a CRLF (a textarea posted as a form)", "linha 1\r\nlinha 2", LINE_BREAK_MESSAGE, null],
    ["a tab", "a\tb", LINE_BREAK_MESSAGE, null],
    ["NEL (U+0085)", "Ana\u0085Lima", LINE_BREAK_MESSAGE, null],
    ["LINE SEPARATOR (U+2028)", "Ana\u2028Lima", LINE_BREAK_MESSAGE, null],
    ["PARAGRAPH SEPARATOR (U+2029)", "Ana\u2029Lima", LINE_BREAK_MESSAGE, null],
    ["NUL", "Ana\u0000", CONTROL_CHAR_MESSAGE, CONTROL_CHAR_MESSAGE],
    ["a C1 control (U+0090)", "Ana\u0090", CONTROL_CHAR_MESSAGE, CONTROL_CHAR_MESSAGE],
    ["RIGHT-TO-LEFT OVERRIDE (U+202E)", "Ana \u202Eamil", INVISIBLE_CHAR_MESSAGE, INVISIBLE_CHAR_MESSAGE],
    ["ZERO WIDTH SPACE (U+200B)", "Ana\u200BLima", INVISIBLE_CHAR_MESSAGE, INVISIBLE_CHAR_MESSAGE],
    ["BOM (U+FEFF)", "Ana\uFEFFLima", INVISIBLE_CHAR_MESSAGE, INVISIBLE_CHAR_MESSAGE],
    ["a lone high surrogate", "Ana \ud800", LONE_SURROGATE_MESSAGE, LONE_SURROGATE_MESSAGE],
    ["a lone low surrogate", "\udc00 Ana", LONE_SURROGATE_MESSAGE, LONE_SURROGATE_MESSAGE],
  ])("%s: single-line answers %s, multi-line %s", (_label, text, single, multi) => {
    expect(hiddenTextProblem(text)).toBe(single);
    expect(hiddenTextProblem(text, { multiline: true })).toBe(multi);
  });

  it("as a zod check: one issue with the message, after trimming, so a BOM or line break at the ends is only trimmed", () => {
    const name = z.string().trim().superRefine(plainText());
    const notes = z
      .string()
      .trim()
      .superRefine(plainText({ multiline: true }));
    expect(name.parse("\uFEFF Ana Lima \n")).toBe("Ana Lima");
    expect(name.safeParse("Ana\u2028Lima").error?.issues.map((i) => i.message)).toEqual([LINE_BREAK_MESSAGE]);
    expect(notes.parse("linha 1\nlinha 2")).toBe("linha 1\nlinha 2");
    expect(notes.safeParse("linha\u200B").error?.issues.map((i) => i.message)).toEqual([INVISIBLE_CHAR_MESSAGE]);
  });
});

describe("oneLine", () => {
  it("turns control characters and line breaks into single spaces and cuts at max with an ellipsis", () => {
    expect(oneLine("Ana\r\nBcc: x@y.com\u0007  fim")).toBe("Ana Bcc: x@y.com fim");
    expect(oneLine("abcdefghij", 5)).toBe("abcd…");
  });
});
