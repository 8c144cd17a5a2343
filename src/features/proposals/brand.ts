import "server-only";
import { resolveBrand } from "~/features/branding/brand";
import { toSettingsAnswer } from "~/features/settings/answer";
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
  // Bridged to the one resolver (features/branding) so the defaults live in one place.
  const s = await db.settings.findUnique({ where: { accountId } });
  const account = s ? null : await db.account.findUnique({ where: { id: accountId }, select: { name: true } });
  const brand = resolveBrand(s ? toSettingsAnswer(s) : { name: account?.name });
  return {
    name: brand.name,
    logoLight: s?.avatarWhite ?? null,
    logoDark: s?.avatarBlack ?? null,
    colorSlider: brand.colors.slider,
    colorBadge: brand.colors.badge,
    emphasisPeople: brand.colors.emphasisPeople,
    emphasisPeopleShadow: brand.colors.emphasisPeopleShadow,
    whatsapp: brand.whatsapp,
  };
}
