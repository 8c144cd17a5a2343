import { notFound } from "next/navigation";
import { OG_SIZE, proposalOgImage } from "~/features/proposals/og-image";
import { publicProposal } from "~/features/proposals/public-page";
import { db } from "~/platform/db";

export const size = OG_SIZE;
export const contentType = "image/png";
export const alt = "Resumo da proposta de consórcio";

/** og:image of the public link (WhatsApp's preview card). */
export default async function Image({ params }: { params: Promise<{ token: string }> }) {
  const proposal = await publicProposal((await params).token);
  if (!proposal) notFound();
  return proposalOgImage(db, proposal);
}
