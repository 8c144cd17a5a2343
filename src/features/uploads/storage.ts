import "server-only";
import type { Db } from "~/platform/db";

/*
 * Where image bytes live. Callers only see this interface, keyed by the content hash; the
 * PostgreSQL backend below keeps them in the StoredObject table, and an S3-compatible backend
 * (PutObject / GetObject / DeleteObject on the same keys) can replace it without touching callers.
 */
export interface ObjectStorage {
  /** Idempotent: the key is the SHA-256 of the bytes, so writing it twice stores the same thing. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

/** `db` may be a transaction: the bytes are then written, or removed, with the rows that reference them. */
export function postgresStorage(db: Pick<Db, "storedObject">): ObjectStorage {
  return {
    async put(key, bytes, contentType) {
      const data = new Uint8Array(bytes);
      await db.storedObject.upsert({
        where: { key },
        create: { key, contentType, size: data.byteLength, data },
        update: {},
      });
    },
    async get(key) {
      const row = await db.storedObject.findUnique({ where: { key }, select: { data: true, contentType: true } });
      return row ? { bytes: row.data, contentType: row.contentType } : null;
    },
    async delete(key) {
      await db.storedObject.deleteMany({ where: { key } });
    },
  };
}
