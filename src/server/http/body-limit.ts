// Bodies are read with a ceiling before anyone parses them: a 10 MB JSON or one nested a million
// levels deep costs us nothing but the bytes up to the limit.

/** Every JSON endpoint (tRPC, REST adapters, next-auth). Uploads set their own. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Deeper JSON than this is no form of ours; refused before JSON.parse walks it. */
export const MAX_JSON_DEPTH = 64;

export class BodyRefusal extends Error {
  constructor(
    readonly status: 413 | 400,
    message: string,
  ) {
    super(message);
    this.name = "BodyRefusal";
  }
}

export function tooLargeMessage(limitBytes: number): string {
  return `O corpo da requisição passa do limite de ${Math.round(limitBytes / (1024 * 1024))} MB.`;
}

/**
 * The body's bytes, or BodyRefusal(413) as soon as they pass `limitBytes`: a declared
 * Content-Length over the limit is refused before reading; a chunked body stops being read at the
 * limit.
 */
export async function readLimitedBody(req: Request, limitBytes = BODY_LIMIT_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limitBytes) throw new BodyRefusal(413, tooLargeMessage(limitBytes));
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyRefusal(413, tooLargeMessage(limitBytes));
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Whether JSON text nests arrays/objects deeper than `maxDepth` (strings skipped), in one pass. */
export function jsonTooDeep(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > maxDepth) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/** The body as JSON text within the limits, or BodyRefusal (413 too large, 400 too deep). */
export async function readLimitedJsonText(req: Request, limitBytes = BODY_LIMIT_BYTES): Promise<string> {
  const text = new TextDecoder().decode(await readLimitedBody(req, limitBytes));
  if (jsonTooDeep(text)) throw new BodyRefusal(400, "O corpo da requisição tem aninhamento profundo demais.");
  return text;
}
