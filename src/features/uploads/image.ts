import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { AppError } from "~/lib/errors";
import { isOneOf } from "~/lib/json";
import { createLimiter } from "~/lib/limiter";
import { ACCEPTED_TYPES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, type UploadKind } from "./schema";

/*
 * Every uploaded image is recognised by its bytes (file-type, never the name or the browser's
 * type), refused when it carries anything besides the image (SVG, HTML or script text, data after
 * the PNG end), and re-encoded by sharp: what we store and serve is pixels we wrote ourselves,
 * without the sender's metadata (EXIF, GPS, XMP), at bounded dimensions. Logos become PNG
 * (transparency kept); PDF pages become JPEG, which @react-pdf/renderer embeds (it has no WebP).
 */

export type PreparedImage = {
  bytes: Buffer;
  contentType: "image/png" | "image/jpeg";
  width: number;
  height: number;
  key: string;
};

// sharp bounded on a 2-core server shared with requests: one libvips thread per image, at most two
// images in work at once in the process, and of those only one large decode (over 12 megapixels: a
// 40-megapixel PNG, which cannot shrink while loading as JPEG and WebP do, holds the most memory while
// it is resized); the rest wait. With MALLOC_ARENA_MAX=2 and MALLOC_MMAP_THRESHOLD_=131072 in the
// server's environment (Dockerfile, scripts/lib/app-env.ts: glibc otherwise keeps an arena per
// libuv/libvips thread and large freed blocks on its heap, and RSS only grows), what parallel
// 40-megapixel uploads add is measured by `npm run bench:abuse` (docs/benchmarks.md).
sharp.concurrency(1);
const sharpJobs = createLimiter(2);
const largeDecodes = createLimiter(1);
const LARGE_PIXELS = 12_000_000;

/** Decompression-bomb guard: a 2 MB file may declare gigapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

const OUTPUT = {
  avatar_black: { box: 1024, format: "png" },
  avatar_white: { box: 1024, format: "png" },
  // A square mark is drawn at most ~100 px wide (the WhatsApp card's 96 px at full size).
  avatar_mark: { box: 512, format: "png" },
  // A4 at about 170 dpi on its long side: sharp enough on paper, a few hundred KB as JPEG.
  pdf_image: { box: 2000, format: "jpeg" },
} as const satisfies Record<UploadKind, { box: number; format: "png" | "jpeg" }>;

// Markup that makes a file readable as something else too (HTML/SVG/PHP polyglots). Long enough
// that compressed image data never holds them by chance.
const MARKUP = /<(script|html|svg[\s>]|\?php|!doctype|iframe|body[\s>]|object[\s>]|embed[\s>])/i;

function svgText(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/** Bytes after a PNG's IEND chunk: a ZIP, HTML or script riding along. */
function pngTrailer(bytes: Buffer): boolean {
  const iend = bytes.lastIndexOf(Buffer.from("IEND"));
  return iend !== -1 && bytes.length > iend + 8;
}

function refuse(code: "UNSUPPORTED_MEDIA_TYPE" | "PAYLOAD_TOO_LARGE", message: string): never {
  throw new AppError(code, message);
}

export async function prepareImage(input: Uint8Array, kind: UploadKind): Promise<PreparedImage> {
  return sharpJobs(() => checkAndEncode(input, kind));
}

async function checkAndEncode(input: Uint8Array, kind: UploadKind): Promise<PreparedImage> {
  if (input.byteLength > MAX_UPLOAD_BYTES) refuse("PAYLOAD_TOO_LARGE", UPLOAD_MESSAGES.tooLarge);
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !isOneOf(ACCEPTED_TYPES, type.mime)) {
    refuse(
      "UNSUPPORTED_MEDIA_TYPE",
      svgText(bytes) || type?.ext === "svg" ? UPLOAD_MESSAGES.svg : UPLOAD_MESSAGES.notImage,
    );
  }
  if (MARKUP.test(bytes.toString("latin1")) || (type.mime === "image/png" && pngTrailer(bytes))) {
    refuse("UNSUPPORTED_MEDIA_TYPE", UPLOAD_MESSAGES.polyglot);
  }

  const target = OUTPUT[kind];
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const meta = await image.metadata();
    // The decoder must agree with the magic bytes (a PNG header on JPEG data is not an image we trust).
    const expected = type.mime === "image/png" ? "png" : type.mime === "image/jpeg" ? "jpeg" : "webp";
    if (meta.format !== expected) refuse("UNSUPPORTED_MEDIA_TYPE", UPLOAD_MESSAGES.notImage);

    // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none by default).
    let pipeline = image
      .rotate()
      .resize({ width: target.box, height: target.box, fit: "inside", withoutEnlargement: true });
    pipeline =
      target.format === "png"
        ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
        : pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 85, mozjpeg: true });
    const encode = () => pipeline.toBuffer({ resolveWithObject: true });
    const { data, info } =
      (meta.width ?? 0) * (meta.height ?? 0) > LARGE_PIXELS ? await largeDecodes(encode) : await encode();
    return {
      bytes: data,
      contentType: target.format === "png" ? "image/png" : "image/jpeg",
      width: info.width,
      height: info.height,
      key: createHash("sha256").update(data).digest("hex"),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) refuse("PAYLOAD_TOO_LARGE", UPLOAD_MESSAGES.tooManyPixels);
    refuse("UNSUPPORTED_MEDIA_TYPE", UPLOAD_MESSAGES.corrupt);
  }
}
