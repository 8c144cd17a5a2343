// C0 control characters (and DEL) have no place in what people type: NUL breaks PostgreSQL text,
// the others hide content or forge log lines. Tab and line breaks are typed in multi-line fields.

// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F]/;

export const CONTROL_CHAR_MESSAGE = "Remova os caracteres de controle (invisíveis) deste campo.";
export const LINE_BREAK_MESSAGE = "Este campo não aceita quebras de linha nem tabulações.";

/** True when the text holds a control character other than tab and line breaks. */
export function hasControlChars(value: string): boolean {
  return ANY_CONTROL.test(value);
}

/** True when single-line text holds any control character, tab and line breaks included. */
export function hasSingleLineControlChars(value: string): boolean {
  return SINGLE_LINE_CONTROL.test(value);
}

const MAX_DEPTH = 64;

/**
 * Paths ("params.name", "0.email") of the strings under `value` that hold a control character
 * other than tab and line breaks. Keys count too: a key is text the client chose.
 */
export function controlCharPaths(value: unknown, path: string[] = [], depth = 0, found: string[] = []): string[] {
  if (depth > MAX_DEPTH || found.length >= 20) return found;
  if (typeof value === "string") {
    if (hasControlChars(value)) found.push(path.join("."));
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => controlCharPaths(item, [...path, String(i)], depth + 1, found));
  } else if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlChars(key)) found.push([...path, key].join("."));
      else controlCharPaths(item, [...path, key], depth + 1, found);
    }
  }
  return found;
}
