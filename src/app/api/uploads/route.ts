import { assertSettingsEditor } from "~/features/settings";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, uploadKindSchema } from "~/features/uploads";
import { readUploadForm, createUpload } from "~/features/uploads/server";
import { AppError } from "~/lib/errors";
import { json, restHandler } from "~/server/rest";

/**
 * multipart {kind: avatar_black | avatar_white | avatar_mark | pdf_image, file} → 201 {id, url}. Its own 2 MB
 * limit (not the JSON body limit): 413 above it or past the account's 30 MB of stored images, 415 for anything but PNG, JPEG or WebP.
 */
export const POST = restHandler(async ({ req, ctx }) => {
  const session = assertSettingsEditor(ctx.session);
  const form = await readUploadForm(req);
  const kind = uploadKindSchema.safeParse(form.get("kind"));
  if (!kind.success) throw new AppError("VALIDATION", UPLOAD_MESSAGES.badKind, { field: "kind" });
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    throw new AppError("VALIDATION", UPLOAD_MESSAGES.noFile, { field: "file" });
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", UPLOAD_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  return json(201, await createUpload(ctx.db, session.account.id, kind.data, bytes));
});
