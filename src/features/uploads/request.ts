import "server-only";
import { AppError } from "~/lib/errors";
import { MAX_UPLOAD_REQUEST_BYTES, UPLOAD_MESSAGES } from "./schema";

/**
 * The multipart body of an upload, read up to its own limit (2 MB file + envelope): a declared
 * Content-Length above it is refused before reading, and a body that grows past it while streaming
 * is cut off — never buffered whole.
 */
export async function readUploadForm(req: Request): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data"))
    throw new AppError("VALIDATION", UPLOAD_MESSAGES.notMultipart);
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_UPLOAD_REQUEST_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", UPLOAD_MESSAGES.tooLarge);
  if (!req.body) throw new AppError("VALIDATION", UPLOAD_MESSAGES.noFile);

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_UPLOAD_REQUEST_BYTES) {
      await reader.cancel();
      throw new AppError("PAYLOAD_TOO_LARGE", UPLOAD_MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("VALIDATION", UPLOAD_MESSAGES.notMultipart);
  }
}
