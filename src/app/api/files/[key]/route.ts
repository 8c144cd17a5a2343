import { serveFile } from "~/features/uploads/server";
import { db } from "~/platform/db";

/** An uploaded image by content hash: ETag = the hash, cached for a year as immutable. */
export async function GET(req: Request, { params }: { params: Promise<{ key: string }> }) {
  return serveFile(db, req, (await params).key);
}
