import "server-only";
import { getBrand } from "~/features/branding/server";
import type { Db } from "~/platform/db";

/*
 * The seller's brand for the public page, the PDF and the preview card: the one resolver's brand
 * (features/branding), flattened, with the logos null when the seller has none (the PDF then prints
 * the name: it cannot embed the default SVG logo).
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
  const brand = await getBrand(db, accountId);
  return {
    name: brand.name,
    logoLight: brand.logo.custom ? brand.logo.light : null,
    logoDark: brand.logo.custom ? brand.logo.dark : null,
    colorSlider: brand.colors.slider,
    colorBadge: brand.colors.badge,
    emphasisPeople: brand.colors.emphasisPeople,
    emphasisPeopleShadow: brand.colors.emphasisPeopleShadow,
    whatsapp: brand.whatsapp,
  };
}
