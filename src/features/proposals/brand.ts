import "server-only";
import { DEFAULT_BRANDING } from "~/features/settings/defaults";
import type { Db } from "~/server/db";

/*
 * The seller's brand for the public page, the PDF and the preview card. Temporary: read straight
 * from the Settings row until the one brand resolver (src/features/branding) lands; then this file
 * goes and callers use that resolver.
 */
export interface ProposalBrand {
  name: string;
  logoLight: string | null;
  logoDark: string | null;
  colorSlider: string;
  colorBadge: string;
  emphasisPeople: string;
  emphasisPeopleShadow: string;
  whatsapp: string | null;
}

export async function proposalBrand(db: Db, accountId: string): Promise<ProposalBrand> {
  const s = await db.settings.findUnique({ where: { accountId } });
  const account = s ? null : await db.account.findUnique({ where: { id: accountId }, select: { name: true } });
  return {
    name: s?.name ?? account?.name ?? "Consórcio Pro",
    logoLight: s?.avatarWhite ?? null,
    logoDark: s?.avatarBlack ?? null,
    colorSlider: s?.colorSlider ?? DEFAULT_BRANDING.colorSlider,
    colorBadge: s?.colorBadge ?? DEFAULT_BRANDING.colorBadge,
    emphasisPeople: s?.emphasisPeople ?? DEFAULT_BRANDING.emphasisPeople,
    emphasisPeopleShadow: s?.emphasisPeopleShadow ?? DEFAULT_BRANDING.emphasisPeopleShadow,
    whatsapp: s?.whatsapp ?? null,
  };
}
