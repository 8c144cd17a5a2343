import "server-only";
import { resolveBrand, type Brand } from "~/features/branding";
import { toSettingsAnswer } from "./answer";
import { getSettingsRow } from "./data";
import type { Db } from "~/platform/db";

/** An account's brand, server side (public proposal page, PDF): tenant-scoped by the account id. */
export async function getBrand(db: Db, accountId: string): Promise<Brand> {
  return resolveBrand(toSettingsAnswer(await getSettingsRow(db, accountId)));
}
