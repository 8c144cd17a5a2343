import { exportDownload } from "~/features/privacy/server";
import { json, restHandler } from "~/server/rest";

const NOT_FOUND = { error: "Exportação não encontrada ou expirada.", code: "NOT_FOUND" };

/** The finished LGPD export as a file: users.exportStatus through the ladder (session, the account's own id), then its bytes. */
export const GET = restHandler(async ({ req, ctx, caller }) => {
  const id = new URL(req.url).pathname.split("/").at(-1) ?? "";
  await caller.users.exportStatus({ id });
  const session = ctx.session;
  if (!session) throw new Error("unreachable: users.exportStatus requires a session");
  const file = await exportDownload(ctx.db, session, id);
  if (!file) return json(404, NOT_FOUND);
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="consorcio-pro-dados-${file.day}.json"`,
      "cache-control": "no-store",
    },
  });
});
