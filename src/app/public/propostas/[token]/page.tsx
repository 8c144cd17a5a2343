import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { env } from "~/env";
import { PublicProposalView, ViewBeacon, ProposalUnavailable } from "~/features/proposals/components";
import { proposalShare } from "~/features/proposals";
import { publicExploreOf, publicProposal, UNAVAILABLE_TITLE } from "~/features/proposals/server";

type Props = { params: Promise<{ token: string }> };

// Rendered on request, never by Next's own route cache: in production the proxy serves this page from
// the page cache (features/proposals/link/public-page-cache.ts), which checks its data on every request.
// The render reads no request data, so every visitor gets the same HTML; views come from the beacon.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const proposal = await publicProposal((await params).token);
  if (!proposal) notFound();
  if (!proposal.available) return { title: { absolute: UNAVAILABLE_TITLE }, robots: { index: false, follow: false, nocache: true }, referrer: "no-referrer" };
  const { title, description } = proposalShare(proposal);
  return {
    metadataBase: new URL(env.NEXTAUTH_URL),
    title: { absolute: `${title} · ${proposal.brand.shortName}` },
    description,
    robots: { index: false, follow: false, nocache: true },
    referrer: "no-referrer",
    // og:image comes from ./opengraph-image.tsx (the file convention adds it with its size).
    openGraph: { title, description, type: "website", siteName: proposal.brand.shortName, locale: "pt_BR" },
    twitter: { card: "summary_large_image", title, description },
  };
}

export default async function PublicProposalPage({ params }: Props) {
  const proposal = await publicProposal((await params).token);
  if (!proposal) notFound();
  if (!proposal.available) return <ProposalUnavailable />;
  return (
    <>
      <PublicProposalView proposal={proposal} explore={await publicExploreOf(proposal)} />
      <ViewBeacon token={proposal.token} />
    </>
  );
}
