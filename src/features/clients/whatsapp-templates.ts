import "server-only";
import type { Db } from "~/platform/db";
import { lockedTransaction, transactionLock } from "~/platform/locks";
import { DEFAULT_TEMPLATES, templatesSchema, type WhatsappTemplate } from "./templates";

/** The account's WhatsApp templates in their order; the default set while it has none of its own. */
export async function templatesFor(
  db: Db,
  accountId: string,
): Promise<{ templates: WhatsappTemplate[]; custom: boolean }> {
  const rows = await db.whatsappTemplate.findMany({
    where: { accountId },
    select: { name: true, body: true },
    orderBy: { position: "asc" },
  });
  return rows.length ? { templates: rows, custom: true } : { templates: [...DEFAULT_TEMPLATES], custom: false };
}

/** Replaces the account's set (an empty list brings the default set back). */
export async function saveTemplates(db: Db, accountId: string, input: { templates: WhatsappTemplate[] }) {
  const { templates } = templatesSchema.parse(input);
  // The set replaces the account's as a whole; saves of it wait for each other (a double tap or two
  // tabs), so the second replaces the first's rows instead of colliding on (account, position).
  await lockedTransaction(db, async (tx) => {
    await transactionLock(tx, `whatsapp-templates:${accountId}`);
    await tx.whatsappTemplate.deleteMany({ where: { accountId } });
    await tx.whatsappTemplate.createMany({
      data: templates.map((t, position) => ({ accountId, position, name: t.name, body: t.body })),
    });
  });
}
