import type * as z from "zod";

// C0 control characters (and DEL) have no place in what people type: NUL breaks PostgreSQL text,
// the others hide content or forge log lines. Tab and line breaks are typed in multi-line fields.

// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Line breaks beyond C0 too: NEL (U+0085), LINE SEPARATOR (U+2028), PARAGRAPH SEPARATOR (U+2029).
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F\u0085\u2028\u2029]/;
// C1 controls other than NEL: never typed, they come from text decoded with the wrong charset.
const C1_CONTROL = /[\u0080-\u0084\u0086-\u009F]/;
/**
 * Characters that show nothing or turn the text around: zero-width ones (U+200B–U+200D, the BOM
 * U+FEFF), direction marks and overrides (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069; U+202E
 * makes "Ana.exe" read "exe.anA"). A name holding one looks like another name.
 */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;
/** Half of a UTF-16 pair without its other half: no character at all, and PostgreSQL refuses it in JSON. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHAR_MESSAGE = "Remova os caracteres de controle (invisíveis) deste campo.";
export const LINE_BREAK_MESSAGE = "Este campo não aceita quebras de linha nem tabulações.";
export const INVISIBLE_CHAR_MESSAGE =
  "Este campo não aceita caracteres invisíveis nem de inversão de texto. Apague-os e digite de novo.";
export const LONE_SURROGATE_MESSAGE =
  "Este campo tem um caractere inválido (texto corrompido ao copiar). Apague-o e digite de novo.";

/** True when the text holds a control character other than tab and line breaks. */
export function hasControlChars(value: string): boolean {
  return ANY_CONTROL.test(value);
}

/** True when single-line text holds any control character, tab and line breaks (Unicode's too) included. */
export function hasSingleLineControlChars(value: string): boolean {
  return SINGLE_LINE_CONTROL.test(value);
}

/** True when a name holds an invisible or direction-changing character. */
export function hasInvisibleChars(value: string): boolean {
  return INVISIBLE.test(value);
}

export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/**
 * What is wrong with text a person typed, as the pt-BR message shown beside the field, or null.
 * Single-line text (names, a group, a city, a title) refuses every control character and line
 * break, Unicode's (U+0085, U+2028, U+2029) included; multi-line text (notes, messages,
 * descriptions) keeps tab and line breaks. Both refuse the other control characters, invisible or
 * direction-changing characters and half UTF-16 pairs.
 */
export function hiddenTextProblem(value: string, { multiline = false }: { multiline?: boolean } = {}): string | null {
  if (hasLoneSurrogate(value)) return LONE_SURROGATE_MESSAGE;
  if (hasControlChars(value) || C1_CONTROL.test(value)) return CONTROL_CHAR_MESSAGE;
  if (!multiline && hasSingleLineControlChars(value)) return LINE_BREAK_MESSAGE;
  if (hasInvisibleChars(value)) return INVISIBLE_CHAR_MESSAGE;
  return null;
}

/**
 * `hiddenTextProblem` as a zod check, the one every text field a person types goes through
 * (`.superRefine(plainText())`, `.superRefine(plainText({ multiline: true }))`), so the forms, the
 * procedures and the plain HTML form posts show the same message. Put it after `.trim()`: a BOM or
 * a line break at either end is trimmed away, not refused.
 */
export function plainText(options: { multiline?: boolean } = {}) {
  return (value: string, ctx: z.RefinementCtx<string>) => {
    const message = hiddenTextProblem(value, options);
    if (message) ctx.addIssue({ code: "custom", message });
  };
}

const MAX_DEPTH = 64;

/**
 * Paths ("params.name", "0.email") of the strings under `value` that hold a control character
 * other than tab and line breaks. Keys count too: a key is text the client chose.
 */
export function controlCharPaths(value: unknown): string[] {
  return pathsWhere(value, hasControlChars);
}

/** The same for lone surrogates (a 500 from PostgreSQL otherwise, when the text goes into JSON). */
export function loneSurrogatePaths(value: unknown): string[] {
  return pathsWhere(value, hasLoneSurrogate);
}

function pathsWhere(
  value: unknown,
  bad: (text: string) => boolean,
  path: string[] = [],
  depth = 0,
  found: string[] = [],
): string[] {
  if (depth > MAX_DEPTH || found.length >= 20) return found;
  if (typeof value === "string") {
    if (bad(value)) found.push(path.join("."));
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => pathsWhere(item, bad, [...path, String(i)], depth + 1, found));
  } else if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      if (bad(key)) found.push([...path, key].join("."));
      else pathsWhere(item, bad, [...path, key], depth + 1, found);
    }
  }
  return found;
}

/**
 * A text as one line of a plain-text e-mail (a subject, a name): control characters become spaces,
 * runs of spaces one, cut at `max` with "…", so what a client typed cannot add mail headers.
 */
export function oneLine(value: string, max = 80): string {
  // Removing control characters is the point (no-control-regex).
  const flat = value
    .replace(/[\u0000-\u001f\u007f]+/g, " ") // eslint-disable-line no-control-regex
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
