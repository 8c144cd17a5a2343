import { createHash } from "node:crypto";
import { formatDateTime } from "~/lib/format";

/*
 * The PDF's integrity seal. A file cannot print its own SHA-256, so the seal works in two
 * layers, the way a signed PDF does:
 * 1. react-pdf renders the document (deterministically: its CreationDate is the version's date), and
 *    the SHA-256 of those bytes is the "SHA-256 do documento";
 * 2. an incremental update (PDF 1.7 § 7.5.6) is appended that draws, at the foot of every text page,
 *    "emitida em <the version's date>" and that SHA-256, and the verification address. The bytes
 *    before it are untouched: hashing them again gives the printed value.
 * The server keeps both the printed hash and the SHA-256 of the whole file as downloaded (what
 * `sha256sum proposta.pdf` prints); /public/verificar accepts either. Any change to the file, even
 * one more incremental update that redraws a page, changes the file's hash.
 */

const MARK = "%consorcio-pro-selo ";
const HEX64 = /^[0-9a-f]{64}$/;

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function isSha256Hex(value: string): boolean {
  return HEX64.test(value);
}

// A PDF literal string in WinAnsi (Latin-1 for the characters used here), parentheses escaped.
const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** The two lines the seal draws (exported for the tests and the page that explains them). */
export function sealLines(documentSha256: string, issuedAt: Date, verifyUrl: string): [string, string] {
  return [
    `Selo de integridade · emitida em ${formatDateTime(issuedAt)} (horário de Brasília) · confira em ${verifyUrl}`,
    `SHA-256 do documento: ${documentSha256}`,
  ];
}

function objectBody(pdf: string, id: number): string {
  const match = new RegExp(`(?:^|\\n)${id} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(pdf);
  if (!match?.[1]) throw new Error(`PDF seal: object ${id} not found`);
  return match[1];
}

/** The raw PDF with the seal appended; `documentSha256` is what the seal prints. */
export function sealPdf(
  raw: Uint8Array,
  { issuedAt, verifyUrl }: { issuedAt: Date; verifyUrl: string },
): { bytes: Buffer; documentSha256: string } {
  const documentSha256 = sha256Hex(raw);
  // latin1 maps each byte to one char and back: offsets in the string are byte offsets.
  const pdf = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString("latin1");
  const tail = pdf.slice(-2048);
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref\s*(\d+)\s*%%EOF\s*$/.exec(tail);
  const size = trailer?.[1] ? /\/Size (\d+)/.exec(trailer[1]) : null;
  if (!trailer?.[1] || !trailer[2] || !size?.[1]) throw new Error("PDF seal: no trailer");
  const keep = trailer[1].replace(/\/Size \d+\s*/, "").trim();
  const prev = Number(trailer[2]);
  let next = Number(size[1]);

  const pages = [...pdf.matchAll(/(?:^|\n)(\d+) 0 obj\n<<\n\/Type \/Page\n([\s\S]*?)\n>>\nendobj/g)];
  const objects: Array<[number, string]> = [];
  const fontId = next++;
  const openId = next++;
  const sealId = next++;
  objects.push([fontId, "<<\n/Type /Font\n/Subtype /Type1\n/BaseFont /Helvetica\n/Encoding /WinAnsiEncoding\n>>"]);
  const stream = (content: string) =>
    `<<\n/Length ${Buffer.byteLength(content, "latin1")}\n>>\nstream\n${content}\nendstream`;
  objects.push([openId, stream("q")]);
  const [line1, line2] = sealLines(documentSha256, issuedAt, verifyUrl);
  // After Q the page is back in PDF's own coordinates (origin at the bottom left).
  objects.push([
    sealId,
    stream(
      [
        "Q",
        "q",
        "0.35 0.35 0.35 rg",
        "BT",
        "/FSelo 6 Tf",
        `40 13 Td ${pdfString(line1)} Tj`,
        `0 -7.5 Td ${pdfString(line2)} Tj`,
        "ET",
        "Q",
      ].join("\n"),
    ),
  ]);

  for (const [, idText, dict] of pages) {
    if (!idText || dict === undefined) continue;
    const contents = /\/Contents (\d+ 0 R)/.exec(dict);
    const resources = /\/Resources (\d+) 0 R/.exec(dict);
    if (!contents?.[1] || !resources?.[1]) continue;
    const resourceBody = objectBody(pdf, Number(resources[1]));
    // Image-only pages (the seller's cover and extra pages) carry no font: the seal stays off them.
    if (!resourceBody.includes("/Font <<")) continue;
    const resourcesId = next++;
    objects.push([resourcesId, resourceBody.replace("/Font <<", `/Font <<\n/FSelo ${fontId} 0 R`)]);
    objects.push([
      Number(idText),
      `<<\n/Type /Page\n${dict
        .replace(contents[0], `/Contents [${openId} 0 R ${contents[1]} ${sealId} 0 R]`)
        .replace(resources[0], `/Resources ${resourcesId} 0 R`)}\n>>`,
    ]);
  }
  if (objects.length === 3) throw new Error("PDF seal: no text page");

  let out = `\n${MARK}${documentSha256}\n`;
  const offset = raw.byteLength;
  const xref: string[] = [];
  for (const [id, body] of objects) {
    const text = `${id} 0 obj\n${body}\nendobj\n`;
    xref.push(`${id} 1\n${String(offset + Buffer.byteLength(out, "latin1")).padStart(10, "0")} 00000 n \n`);
    out += text;
  }
  const xrefAt = offset + Buffer.byteLength(out, "latin1");
  out += `xref\n${xref.join("")}trailer\n<<\n/Size ${next}\n${keep}\n/Prev ${prev}\n>>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return {
    bytes: Buffer.concat([Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), Buffer.from(out, "latin1")]),
    documentSha256,
  };
}

/**
 * The printed SHA-256 of a sealed PDF and whether the bytes before the seal still hash to it; null
 * when the file carries no seal of ours.
 */
export function readSeal(bytes: Uint8Array): { documentSha256: string; intact: boolean } | null {
  const found = findSeal(bytes);
  if (!found) return null;
  return {
    documentSha256: found.documentSha256,
    intact: sha256Hex(bytes.subarray(0, found.at)) === found.documentSha256,
  };
}

/** Only the SHA-256 a sealed PDF prints (a search from the end: no hashing). */
export function printedSha256(bytes: Uint8Array): string | null {
  return findSeal(bytes)?.documentSha256 ?? null;
}

function findSeal(bytes: Uint8Array): { at: number; documentSha256: string } | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = buffer.lastIndexOf(`\n${MARK}`, undefined, "latin1");
  if (at < 0) return null;
  const start = at + 1 + MARK.length;
  const documentSha256 = buffer.subarray(start, start + 64).toString("latin1");
  return isSha256Hex(documentSha256) ? { at, documentSha256 } : null;
}

/** SHA-256 in hex through WebCrypto, which hashes on libuv's thread pool, off the event loop. */
export async function sha256HexOffThread(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>);
  return Buffer.from(digest).toString("hex");
}
