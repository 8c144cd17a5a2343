import "server-only";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { describeVariant, exploreBounds, type ExploreVariant } from "../document/explore-bounds";
import { exploreFigures } from "../document/explore";
import { proposalDocumentSchema } from "../document/schema";

/**
 * "Quero esta opção": the variant must be one the page could show — inside the seller's bounds of
 * the version the client saw, and accepted by the engine. Refused with the page's own message.
 */
export async function checkVariant(
  db: Db,
  proposalId: string,
  version: number,
  variant: ExploreVariant,
): Promise<string> {
  const row = await db.proposalVersion.findUnique({
    where: { proposalId_version: { proposalId, version } },
    select: { inputs: true },
  });
  const inputs = proposalDocumentSchema.safeParse(row?.inputs);
  if (!inputs.success) throw new AppError("VALIDATION", "Esta proposta não permite escolher outro lance.");
  const { kind, params, explore } = inputs.data;
  const figures = exploreFigures(kind, params, variant, exploreBounds(kind, params, explore), null);
  if (!figures.ok) throw new AppError("VALIDATION", figures.message, { fieldErrors: { variant: [figures.message] } });
  return describeVariant(variant);
}
