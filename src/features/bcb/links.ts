import "server-only";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { bcbGroupProfile, bcbLanceSplit } from "./data";
import type { BcbGroupCard } from "./schema";

/*
 * A seller's group linked to its group in the BCB's files, per account: the proposal's Grupo names it
 * by the same key as its typed history (the router hands in that key). Every query takes the proven
 * account id; another account's link is not found.
 */

export type LinkInput = {
  key: string;
  name: string;
  adminTyped: string;
  cnpjRoot: string;
  groupCode: string;
  uf: string | null;
};

export async function linkBcbGroup(db: Db, accountId: string, input: LinkInput) {
  const data = {
    name: input.name,
    adminTyped: input.adminTyped,
    cnpjRoot: input.cnpjRoot,
    groupCode: input.groupCode,
    uf: input.uf,
  };
  await db.bcbGroupLink.upsert({
    where: { accountId_key: { accountId, key: input.key } },
    create: { accountId, key: input.key, ...data },
    update: data,
  });
}

export async function unlinkBcbGroup(db: Db, accountId: string, key: string): Promise<void> {
  const { count } = await db.bcbGroupLink.deleteMany({ where: { accountId, key } });
  if (count === 0) throw new AppError("NOT_FOUND", "Este grupo não está vinculado aos dados do Banco Central.");
}

export async function listBcbLinks(db: Db, accountId: string) {
  return db.bcbGroupLink.findMany({
    where: { accountId },
    orderBy: { name: "asc" },
    select: { key: true, name: true, adminTyped: true, cnpjRoot: true, groupCode: true, uf: true },
  });
}

/**
 * The card of the account's group named by `key` (null when the seller linked none): the profile in
 * the newest month, what the seller typed, and, in the state the seller gave for the group, the
 * administradora's quarterly lance/sorteio split in the group's segment.
 */
export async function bcbCardFor(db: Db, accountId: string, key: string | null): Promise<BcbGroupCard | null> {
  if (key === null) return null;
  const link = await db.bcbGroupLink.findUnique({
    where: { accountId_key: { accountId, key } },
    select: { name: true, adminTyped: true, cnpjRoot: true, groupCode: true, uf: true },
  });
  if (!link) return null;
  const profile = await bcbGroupProfile(db, { cnpjRoot: link.cnpjRoot, groupCode: link.groupCode });
  const split =
    link.uf && profile.status === "found"
      ? await bcbLanceSplit(db, { cnpjRoot: link.cnpjRoot, segment: profile.segment, uf: link.uf })
      : null;
  return { typed: { name: link.name, admin: link.adminTyped, groupCode: link.groupCode }, profile, split };
}
