// Stored images are served by content hash at /api/files/<sha256>: immutable, cacheable for a year.

const FILE_URL = /^\/api\/files\/([0-9a-f]{64})$/;

export function fileUrl(key: string): string {
  return `/api/files/${key}`;
}

/** The storage key of one of our file urls, or null for anything else. */
export function fileKeyFromUrl(url: string): string | null {
  return FILE_URL.exec(url)?.[1] ?? null;
}
