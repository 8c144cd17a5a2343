import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { brandCssVariables } from "~/features/branding";
import { MonthRowsTable, ProposalUnavailable } from "~/features/proposals/components";
import { shownComparison } from "~/features/proposals";
import { publicProposal, publicSubpageMetadata } from "~/features/proposals/server";

type Props = { params: Promise<{ token: string }> };

// Every month of a public proposal's table, one link away from the proposal page (which shows the
// first year): the whole table is no longer in every visit's bytes. Same checks as the page: an
// unknown or revoked link is the branded 404, an unpaid account's the neutral page, and so is a
// proposal whose seller left the table out.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return publicSubpageMetadata((await params).token, "Tabela mês a mês");
}

export default async function PublicMonthTablePage({ params }: Props) {
  const proposal = await publicProposal((await params).token);
  if (!proposal) notFound();
  if (!proposal.available) return <ProposalUnavailable />;
  // Only where the seller chose to show the table.
  if (!proposal.snapshot.inputs.sections.monthTable) notFound();
  // At the verdict's basis, as on the proposal page.
  const { comparison, rates } = shownComparison(proposal.snapshot);
  return (
    <div className="min-h-dvh" style={brandCssVariables(proposal.brand.colors)}>
      <main id="conteudo" tabIndex={-1} className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6 outline-none sm:px-6 sm:py-10">
        <p className="text-sm">
          <a href={`/public/propostas/${proposal.token}`} className="font-medium text-brand underline-offset-2 hover:underline">← Voltar à proposta</a>
        </p>
        <h1 className="text-2xl font-semibold tracking-tight text-text">Tabela mês a mês</h1>
        <p className="text-sm text-muted">Parcela de cada mês em cada caminho, na proposta de {proposal.brand.name} para {proposal.clientCallName}.</p>
        {rates && <p className="text-xs text-muted" data-testid="basis-rates">{rates.shownLine}</p>}
        <div className="overflow-x-auto rounded-xl border border-border bg-surface shadow-xs">
          <MonthRowsTable comparison={comparison} />
        </div>
      </main>
    </div>
  );
}
