import "server-only";
import { toSettingsAnswer } from "~/features/settings";
import { getSettingsRow } from "~/features/settings/server";
import type { Db } from "~/platform/db";
import { resolveBrand, type Brand } from "./brand";

/** An account's brand, server side (public proposal page, PDF): tenant-scoped by the account id. */
export async function getBrand(db: Db, accountId: string): Promise<Brand> {
  return resolveBrand(toSettingsAnswer(await getSettingsRow(db, accountId)));
}
