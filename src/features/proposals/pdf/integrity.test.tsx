import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Document, Image, Page, Text, renderToBuffer } from "@react-pdf/renderer";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { readSeal, sealLines, sealPdf, sha256Hex } from "./integrity";

const ISSUED = new Date("2026-01-05T12:00:00Z");
const URL = "https://consorcio.example/public/verificar";
let raw: Buffer;

// A text page between two image-only pages, as a proposal with a cover and a back cover.
async function render(): Promise<Buffer> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  return renderToBuffer(
    <Document creationDate={ISSUED} title="Proposta">
      <Page size="A4">
        <Image src={png} style={{ width: 100, height: 100 }} />
      </Page>
      <Page size="A4">
        <Text>Proposta para José · página de texto</Text>
      </Page>
      <Page size="A4">
        <Image src={png} style={{ width: 100, height: 100 }} />
      </Page>
    </Document>,
  );
}

/** What a PDF reader shows on one page (poppler's pdftotext). */
function pageText(bytes: Uint8Array, page: number): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "seal-")), "p.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-f", String(page), "-l", String(page), "-layout", file, "-"], {
    encoding: "utf8",
  });
}

beforeAll(async () => {
  raw = await render();
});

describe("sealPdf", () => {
  it("renders the same bytes for the same version (dated by the version, not the clock)", async () => {
    expect((await render()).equals(raw)).toBe(true);
  });

  it("prints the SHA-256 of the document as rendered and the issue date on the text page, readable by a PDF reader", () => {
    const { bytes, documentSha256 } = sealPdf(raw, { issuedAt: ISSUED, verifyUrl: URL });
    expect(documentSha256).toBe(sha256Hex(raw));
    const text = pageText(bytes, 2).replace(/\s+/g, " ");
    expect(text).toContain("Proposta para José");
    expect(text).toContain(`SHA-256 do documento: ${documentSha256}`);
    expect(text).toContain("emitida em 05/01/2026, 09:00 (horário de Brasília)");
    expect(text).toContain(`confira em ${URL}`);
    const [line1] = sealLines(documentSha256, ISSUED, URL);
    expect(text).toContain(line1);
  });

  it("leaves the image-only pages (cover, back cover) as they were", () => {
    const { bytes } = sealPdf(raw, { issuedAt: ISSUED, verifyUrl: URL });
    expect(pageText(bytes, 1)).not.toContain("SHA-256");
    expect(pageText(bytes, 3)).not.toContain("SHA-256");
    const info = execFileSync("pdfinfo", ["-"], { input: bytes, encoding: "utf8" });
    expect(info).toMatch(/Pages:\s+3/);
  });

  it("keeps the rendered bytes untouched before the seal: hashing them again gives the printed value", () => {
    const { bytes, documentSha256 } = sealPdf(raw, { issuedAt: ISSUED, verifyUrl: URL });
    expect(bytes.subarray(0, raw.byteLength).equals(raw)).toBe(true);
    expect(readSeal(bytes)).toEqual({ documentSha256, intact: true });
  });

  it("a changed byte before the seal no longer matches the printed SHA-256, and the file's own hash changes", () => {
    const { bytes } = sealPdf(raw, { issuedAt: ISSUED, verifyUrl: URL });
    const tampered = Buffer.from(bytes);
    const at = tampered.indexOf("/MediaBox");
    tampered[at + 12] = tampered[at + 12] === 0x31 ? 0x32 : 0x31;
    expect(readSeal(tampered)?.intact).toBe(false);
    expect(sha256Hex(tampered)).not.toBe(sha256Hex(bytes));
  });

  it("a file without our seal has none", () => {
    expect(readSeal(raw)).toBeNull();
  });
});
