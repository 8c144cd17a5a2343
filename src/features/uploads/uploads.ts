import "server-only";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { lockedTransaction, transactionLock } from "~/platform/locks";
import { prepareImage } from "./image";
import { MAX_ACCOUNT_STORAGE_BYTES, MAX_PDF_IMAGES, UPLOAD_MESSAGES, type UploadKind } from "./schema";
import { postgresStorage, type ObjectStorage } from "./storage";
import { fileKeyFromUrl, fileUrl } from "./urls";

// An account's uploaded images (logos and PDF pages): tenant-scoped by the proven account id;
// another account's id is NOT_FOUND. Bytes go to the storage backend under their content hash.

export function defaultStorage(db: Db | Tx): ObjectStorage {
  return postgresStorage(db);
}

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

const UPLOAD_FIELDS = {
  id: true,
  kind: true,
  storageKey: true,
  contentType: true,
  size: true,
  width: true,
  height: true,
  position: true,
  createdAt: true,
} as const;

export type UploadView = {
  id: string;
  kind: UploadKind;
  url: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  position: number;
};

function view(row: {
  id: string;
  kind: UploadKind;
  storageKey: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  position: number;
}): UploadView {
  return {
    id: row.id,
    kind: row.kind,
    url: fileUrl(row.storageKey),
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    position: row.position,
  };
}

/**
 * Serialises everything that writes or removes the bytes of one content hash (an upload of the same
 * image, a delete of its last reference) until the transaction ends. The transactions that take it
 * run in lockedTransaction (platform/locks: one waiter per key and process in PostgreSQL).
 */
function lockContent(tx: Tx, key: string) {
  return transactionLock(tx, `stored-object:${key}`);
}

/** Inside a transaction: the bytes of `key` go when no upload row references them any more. */
async function dropIfUnreferenced(tx: Tx, key: string) {
  await lockContent(tx, key);
  if ((await tx.upload.count({ where: { storageKey: key } })) === 0) await defaultStorage(tx).delete(key);
}

const LOGO_SETTING = { avatar_black: "avatarBlack", avatar_white: "avatarWhite", avatar_mark: "markImage" } as const;

/**
 * POST /api/uploads: checks and re-encodes the image (off the request's way, at most two at once),
 * then in one transaction: the account's quota of stored bytes, the bytes and their row, and for a
 * logo the logo it replaces (its row, the setting that pointed to it, its bytes if nothing else uses them).
 */
export async function createUpload(db: Db, accountId: string, kind: UploadKind, bytes: Uint8Array) {
  if (kind === "pdf_image" && (await db.upload.count({ where: { accountId, kind } })) >= MAX_PDF_IMAGES) {
    throw new AppError("CONFLICT", UPLOAD_MESSAGES.pdfLimit);
  }
  const image = await prepareImage(bytes, kind);
  const row = await lockedTransaction(db, async (tx) => {
    // One upload at a time per account, so two parallel uploads cannot both take the tenth place
    // (nor both fit under the quota).
    await transactionLock(tx, `uploads:${accountId}`);
    let position = 0;
    if (kind === "pdf_image") {
      const count = await tx.upload.count({ where: { accountId, kind } });
      if (count >= MAX_PDF_IMAGES) throw new AppError("CONFLICT", UPLOAD_MESSAGES.pdfLimit);
      position = count;
    }
    const replaced =
      kind === "pdf_image"
        ? []
        : await tx.upload.findMany({ where: { accountId, kind }, select: { id: true, storageKey: true, size: true } });
    const used = await tx.upload.aggregate({ where: { accountId }, _sum: { size: true } });
    const freed = replaced.reduce((sum, r) => sum + r.size, 0);
    if ((used._sum.size ?? 0) - freed + image.bytes.byteLength > MAX_ACCOUNT_STORAGE_BYTES) {
      throw new AppError("PAYLOAD_TOO_LARGE", UPLOAD_MESSAGES.quota);
    }
    // Every hash this transaction touches, in one order, so two replacements never wait on each other.
    for (const key of [...new Set([image.key, ...replaced.map((r) => r.storageKey)])].sort())
      await lockContent(tx, key);
    await defaultStorage(tx).put(image.key, image.bytes, image.contentType);
    const created = await tx.upload.create({
      data: {
        accountId,
        kind,
        storageKey: image.key,
        contentType: image.contentType,
        size: image.bytes.byteLength,
        width: image.width,
        height: image.height,
        position,
      },
      select: UPLOAD_FIELDS,
    });
    if (kind !== "pdf_image" && replaced.length > 0) {
      await tx.upload.deleteMany({ where: { id: { in: replaced.map((r) => r.id) } } });
      const field = LOGO_SETTING[kind];
      for (const old of new Set(replaced.map((r) => r.storageKey))) {
        if (old === image.key) continue;
        await tx.settings.updateMany({
          where: { accountId, [field]: fileUrl(old) },
          data: { [field]: fileUrl(image.key) },
        });
        await dropIfUnreferenced(tx, old);
      }
    }
    return created;
  });
  return { id: row.id, url: fileUrl(row.storageKey) };
}

/** Bytes nobody references any more leave the storage (after a delete, or the account's deletion). */
export async function deleteUnreferenced(db: Db, keys: string[]) {
  for (const key of new Set(keys)) {
    await lockedTransaction(db, (tx) => dropIfUnreferenced(tx, key));
  }
}

/** DELETE /api/uploads/<id>: the account's own upload only; a logo in use is cleared from settings. */
export async function deleteUpload(db: Db, accountId: string, id: string) {
  const upload = await db.upload.findFirst({ where: { id, accountId }, select: UPLOAD_FIELDS });
  if (!upload) throw new AppError("NOT_FOUND", UPLOAD_MESSAGES.notFound);
  const url = fileUrl(upload.storageKey);
  await lockedTransaction(db, async (tx) => {
    // Taken first, so a retry after a busy lock has written nothing yet.
    await lockContent(tx, upload.storageKey);
    await tx.upload.delete({ where: { id } });
    const sameBytes = await tx.upload.count({
      where: { accountId, storageKey: upload.storageKey, kind: { not: "pdf_image" } },
    });
    if (upload.kind !== "pdf_image" && sameBytes === 0) {
      await tx.settings.updateMany({ where: { accountId, avatarWhite: url }, data: { avatarWhite: null } });
      await tx.settings.updateMany({ where: { accountId, avatarBlack: url }, data: { avatarBlack: null } });
      await tx.settings.updateMany({ where: { accountId, markImage: url }, data: { markImage: null } });
    }
    if (upload.kind === "pdf_image") {
      const rest = await tx.upload.findMany({
        where: { accountId, kind: "pdf_image" },
        orderBy: [{ position: "asc" }, { createdAt: "asc" }],
        select: { id: true },
      });
      await Promise.all(rest.map((r, position) => tx.upload.update({ where: { id: r.id }, data: { position } })));
    }
    await dropIfUnreferenced(tx, upload.storageKey);
  });
}

/** The PDF images in order: the first is the cover, the last the back cover, the rest extra pages. */
export async function listPdfImages(db: Db, accountId: string): Promise<UploadView[]> {
  const rows = await db.upload.findMany({
    where: { accountId, kind: "pdf_image" },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: UPLOAD_FIELDS,
  });
  return rows.map(view);
}

/** Every id of the account's PDF images, in the new order; any other id is NOT_FOUND. */
export async function reorderPdfImages(db: Db, accountId: string, ids: string[]): Promise<UploadView[]> {
  const current = await listPdfImages(db, accountId);
  const known = new Set(current.map((u) => u.id));
  if (ids.length !== current.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw new AppError("NOT_FOUND", UPLOAD_MESSAGES.notFound);
  }
  await db.$transaction(ids.map((id, position) => db.upload.update({ where: { id }, data: { position } })));
  return listPdfImages(db, accountId);
}

/** The bytes behind one of our /api/files urls (the PDF embeds logos and pages this way), or null. */
export async function readFileByUrl(storage: ObjectStorage, url: string) {
  const key = fileKeyFromUrl(url);
  return key ? storage.get(key) : null;
}

/** For the data export: the account's images with their bytes (base64). */
export async function exportUploads(db: Db, storage: ObjectStorage, accountId: string) {
  const rows = await db.upload.findMany({
    where: { accountId },
    orderBy: [{ kind: "asc" }, { position: "asc" }],
    select: UPLOAD_FIELDS,
  });
  return Promise.all(
    rows.map(async (row) => {
      const stored = await storage.get(row.storageKey);
      return {
        ...view(row),
        createdAt: row.createdAt,
        dataBase64: stored ? Buffer.from(stored.bytes).toString("base64") : null,
      };
    }),
  );
}

/** Storage keys of the account's uploads, read before the account is deleted (rows go by cascade). */
export async function accountStorageKeys(db: Db, accountId: string): Promise<string[]> {
  const rows = await db.upload.findMany({ where: { accountId }, select: { storageKey: true } });
  return rows.map((r) => r.storageKey);
}
