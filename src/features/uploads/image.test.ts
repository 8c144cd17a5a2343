import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { prepareImage } from "./image";
import { UPLOAD_MESSAGES } from "./schema";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 15, g: 157, b: 88, alpha: 0.5 } } });

async function refusal(bytes: Uint8Array, kind: "avatar_white" | "pdf_image" = "avatar_white") {
  return prepareImage(bytes, kind).then(
    () => null,
    (e: unknown) => e,
  );
}

describe("prepareImage: accepted images are re-encoded", () => {
  it.each([
    ["PNG", () => solid(40, 20).png().toBuffer()],
    ["JPEG", () => solid(40, 20).jpeg().toBuffer()],
    ["WebP", () => solid(40, 20).webp().toBuffer()],
  ])("a %s logo becomes a PNG of the same size", async (_label, make) => {
    const image = await prepareImage(await make(), "avatar_black");
    expect(image).toMatchObject({ contentType: "image/png", width: 40, height: 20 });
    expect((await sharp(image.bytes).metadata()).format).toBe("png");
    expect(image.key).toMatch(/^[0-9a-f]{64}$/);
  });

  it("a PDF image becomes a JPEG bounded to 2000 px; a logo is bounded to 1024 px", async () => {
    const wide = await solid(3000, 1500).png().toBuffer();
    expect(await prepareImage(wide, "pdf_image")).toMatchObject({
      contentType: "image/jpeg",
      width: 2000,
      height: 1000,
    });
    expect(await prepareImage(wide, "avatar_white")).toMatchObject({ width: 1024, height: 512 });
  });

  it("drops the sender's metadata (EXIF with GPS, ICC)", async () => {
    const withExif = await solid(30, 30)
      .jpeg()
      .withExif({ IFD0: { Copyright: "segredo", Artist: "Fulano" } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const image = await prepareImage(withExif, "pdf_image");
    const meta = await sharp(image.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(image.bytes.includes(Buffer.from("segredo"))).toBe(false);
  });
});

describe("prepareImage: refusals", () => {
  it.each([
    [
      "an SVG",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      UPLOAD_MESSAGES.svg,
    ],
    [
      "an SVG with an XML prolog",
      Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      UPLOAD_MESSAGES.svg,
    ],
    [
      "a text file renamed .png",
      Buffer.from("isto não é uma imagem, só texto com nome de png\n"),
      UPLOAD_MESSAGES.notImage,
    ],
    [
      "a GIF",
      Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
      UPLOAD_MESSAGES.notImage,
    ],
  ])("%s → 415", async (_label, bytes, message) => {
    expect(await refusal(bytes)).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", message });
  });

  it("a PNG/HTML polyglot → 415", async () => {
    const png = await solid(10, 10).png().toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from("<html><script>fetch('/api/auth/me')</script></html>")]);
    expect(await refusal(polyglot)).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: UPLOAD_MESSAGES.polyglot,
    });
  });

  it("a PNG with a ZIP after its end → 415", async () => {
    const png = await solid(10, 10).png().toBuffer();
    const zip = Buffer.from("504b0304140000000000", "hex");
    expect(await refusal(Buffer.concat([png, zip]))).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: UPLOAD_MESSAGES.polyglot,
    });
  });

  it("a truncated PNG → 415 (corrupt)", async () => {
    const png = await solid(200, 200).png().toBuffer();
    expect(await refusal(png.subarray(0, 60))).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("more than 2 MB → 413", async () => {
    const big = Buffer.concat([await solid(10, 10).png().toBuffer(), Buffer.alloc(2 * 1024 * 1024)]);
    expect(await refusal(big)).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: UPLOAD_MESSAGES.tooLarge });
  });

  it("a decompression bomb (64 megapixels in a small file) → 413", async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await refusal(bomb)).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: UPLOAD_MESSAGES.tooManyPixels });
    // Encoding the 8000×8000 fixture alone takes seconds on a busy 2-core machine (the refusal does not).
  }, 30_000);
});
