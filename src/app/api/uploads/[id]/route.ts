import { assertSettingsEditor } from "~/features/settings";
import { deleteUpload } from "~/features/uploads/server";
import { restHandler } from "~/server/rest";
import { decodePathSegment } from "~/lib/url-path";

/** 204; another account's id (or none) → 404. */
export const DELETE = restHandler(async ({ req, ctx }) => {
  const session = assertSettingsEditor(ctx.session);
  const id = decodePathSegment(new URL(req.url).pathname.split("/").pop() ?? "") ?? "";
  await deleteUpload(ctx.db, session.account.id, id);
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
});
