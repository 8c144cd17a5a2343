import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/env";
import type { Db } from "~/platform/db";
import { isOneOf } from "../status";

// The seller's e-mail switches (first-open alert, morning digest) and the one-click link in each
// e-mail that turns one off. The link carries the user id and an HMAC (key derived from
// NEXTAUTH_SECRET), so it works without signing in and cannot be forged for another user.

export const NOTICE_KINDS = ["first-open", "digest"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

const key = createHmac("sha256", env.NEXTAUTH_SECRET).update("clients-notice-off").digest();

function signature(userId: string, kind: NoticeKind): string {
  return createHmac("sha256", key).update(`${userId}\n${kind}`).digest("base64url").slice(0, 32);
}

export function turnOffUrl(userId: string, kind: NoticeKind): string {
  const query = new URLSearchParams({ u: userId, k: kind, s: signature(userId, kind) });
  return `${env.NEXTAUTH_URL}/api/clients/avisos?${query.toString()}`;
}

function validSignature(userId: string, kind: NoticeKind, given: string): boolean {
  const expected = Buffer.from(signature(userId, kind));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const COLUMN = { "first-open": "notifyFirstOpen", digest: "morningDigest" } as const;

/** What a turn-off link turns off, or null when it was altered. Reads nothing, writes nothing. */
export function turnOffLinkKind(params: URLSearchParams): NoticeKind | null {
  const userId = params.get("u") ?? "";
  const kind = params.get("k");
  return userId && isOneOf(NOTICE_KINDS, kind) && validSignature(userId, kind, params.get("s") ?? "") ? kind : null;
}

/**
 * The link's POST (the confirmation page's button, or a mail client's one-click List-Unsubscribe-Post):
 * null when the link was altered (nothing changes then). A GET only shows the confirmation: mail
 * scanners follow links, and must not turn anything off.
 */
export async function turnOffByLink(db: Db, params: URLSearchParams): Promise<NoticeKind | null> {
  const kind = turnOffLinkKind(params);
  if (!kind) return null;
  await db.user.updateMany({ where: { id: params.get("u") ?? "" }, data: { [COLUMN[kind]]: false } });
  return kind;
}

export async function noticePrefs(db: Db, userId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { notifyFirstOpen: true, morningDigest: true },
  });
  return { firstOpen: user.notifyFirstOpen, digest: user.morningDigest };
}

export async function setNoticePrefs(db: Db, userId: string, prefs: { firstOpen: boolean; digest: boolean }) {
  await db.user.update({
    where: { id: userId },
    data: { notifyFirstOpen: prefs.firstOpen, morningDigest: prefs.digest },
  });
}
