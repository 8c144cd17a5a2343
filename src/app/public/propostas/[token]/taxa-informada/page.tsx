import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { brandCssVariables } from "~/features/branding";
import { shownComparison } from "~/features/proposals";
import { ProposalUnavailable } from "~/features/proposals/components";
import { publicProposal, publicSubpageMetadata } from "~/features/proposals/server";
import { TypedAlternativeFigures } from "~/features/simulators/components";

type Props = { params: Promise<{ token: string }> };

// The proposal's figures at the rate the seller typed, one link away from the proposal page when its
// verdict stands at the Banco Central's reference: labelled as the alternative, never the default.
// Same checks as the page: an unknown or revoked link is the branded 404, an unpaid account's the
// neutral page; a proposal whose verdict is at the typed rate has no alternative (404).
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return publicSubpageMetadata((await params).token, "Com a taxa informada");
}

export default async function PublicTypedRatePage({ params }: Props) {
  const proposal = await publicProposal((await params).token);
  if (!proposal) notFound();
  if (!proposal.available) return <ProposalUnavailable />;
  const { comparisons, rates } = shownComparison(proposal.snapshot);
  const alternative = comparisons?.alternative?.comparison;
  if (!rates?.alternativeLabel || !alternative) notFound();
  return (
    <div className="min-h-dvh" style={brandCssVariables(proposal.brand.colors)}>
      <main id="conteudo" tabIndex={-1} className="mx-auto w-full max-w-5xl space-y-4 px-4 py-6 outline-none sm:px-6 sm:py-10">
        <p className="text-sm">
          <a href={`/public/propostas/${proposal.token}`} className="font-medium text-brand underline-offset-2 hover:underline">← Voltar à proposta (taxa média do Banco Central)</a>
        </p>
        <h1 className="text-2xl font-semibold tracking-tight text-text">{rates.alternativeLabel}</h1>
        <p className="text-sm text-muted">Proposta de {proposal.brand.name} para {proposal.clientCallName}.</p>
        <TypedAlternativeFigures copy={rates} comparison={alternative} />
      </main>
    </div>
  );
}
