import { importBcbZip, MAX_BCB_UPLOAD_BYTES, refuseConcurrentBcbImport } from "~/features/bcb/server";
import { AppError } from "~/lib/errors";
import { BodyRefusal, readLimitedBody } from "~/server/http/body-limit";
import { json, restHandler } from "~/server/rest";

/**
 * The back office's upload of a Banco Central consórcio ZIP (a server without internet): the raw ZIP
 * as the body (`content-type: application/zip`), its name in `x-file-name`. 201 {dataBase, kind, rows};
 * 400 with the pt-BR message naming the file, line and column when it cannot be read (nothing of it
 * kept); 404 to anyone but the platform's admin.
 */
export const POST = restHandler(async ({ req, ctx }) => {
  if (ctx.session?.user.role !== "ADMIN") throw new AppError("NOT_FOUND", "Página não encontrada.");
  const name =
    decodeURIComponent(req.headers.get("x-file-name") ?? "arquivo.zip")
      .split(/[\\/]/)
      .pop()!
      .replace(/[^\w.-]/g, "_")
      .slice(0, 100) || "arquivo.zip";
  let bytes: Uint8Array;
  try {
    bytes = await readLimitedBody(req, MAX_BCB_UPLOAD_BYTES);
  } catch (error) {
    if (error instanceof BodyRefusal)
      throw new AppError(
        "PAYLOAD_TOO_LARGE",
        `O arquivo passa de ${MAX_BCB_UPLOAD_BYTES / 1024 / 1024} MB; um ZIP do Banco Central tem menos de 1 MB.`,
      );
    throw error;
  }
  if (bytes.byteLength === 0) throw new AppError("VALIDATION", "Escolha o arquivo ZIP do Banco Central.");
  await refuseConcurrentBcbImport(ctx.db);
  const result = await importBcbZip(ctx.db, Buffer.from(bytes), { file: name, origin: "admin" });
  return json(201, { dataBase: result.dataBase, kind: result.kind, rows: result.rows });
});
