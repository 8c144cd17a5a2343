// A URL path as a client typed it may hold a percent-escape that decodes to no character
// ("%E0%A4%A", "%", "%ZZ"): decodeURIComponent throws on it. Every path is checked once, in the
// request proxy (src/proxy.ts answers 400), and a route that decodes a segment itself uses
// `decodePathSegment`, so such a path is a refusal, never a 500.

export const MALFORMED_PATH_MESSAGE = "Endereço inválido: a URL tem um código de caractere malformado (%).";

/** The segment decoded, or null when one of its percent-escapes is malformed. */
export function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** True when some segment of the path cannot be decoded. */
export function hasMalformedEscape(pathname: string): boolean {
  return pathname.includes("%") && pathname.split("/").some((segment) => decodePathSegment(segment) === null);
}
