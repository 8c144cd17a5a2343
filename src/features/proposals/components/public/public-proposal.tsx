import { FileDown, MessageCircle } from "lucide-react";
import { BcbGroupCardView } from "~/features/bcb/components";
import { brandCssVariables } from "~/features/branding";
import { BrandLogo } from "~/features/branding/components";
import { buildLineChart, hasSac, pathResults, verdictCopy, type SeriesKey } from "~/features/simulators";
import { BasisRates, ModalityCards, ComparisonTable, HeroSavings, PathCards, ImovelScenarios, TypedAlternativeLink, VeiculoScenarios, VerdictCard } from "~/features/simulators/components";
import { formatBRL, formatCents, formatDateTime } from "~/lib/format";
import { DISCLAIMER } from "../../document/disclaimer";
import { proposalDisclosures } from "../../document/disclosures";
import { DisclosuresSection } from "./disclosures-section";
import type { PublicExplore } from "../../link/explore-data";
import { ExploreSection } from "./explore-section";
import { financeSummary } from "../../document/finance-summary";
import { FinanceSection } from "./finance-section";
import { FgtsConditions } from "./fgts-conditions";
import { proposalFgtsUse } from "../../document/fgts-copy";
import { clientSafeModalities } from "../../document/client-texts";
import { KIND_LABEL } from "../../document/format";
import { deriveCallName } from "~/lib/call-name";
import { cutAtWord } from "~/lib/cut-at-word";
import { whatsappNumber } from "~/lib/whatsapp";
import type { PublicProposal } from "../../link/load";
import { InterestForm } from "./interest-form";
import { Island } from "./island";
import { MonthTable } from "./month-table";
import { SvgLineChart } from "./svg-line-chart";
import { marketMonthly, shownComparison } from "../../document/comparisons";

// One drawing for every width: about 325 px wide on a phone (text ~11.5 px) and ~460 px in the
// two columns of a wide screen (text ~16 px).
const CHART_SIZE = { width: 360, height: 230, fontSize: 13 };
/** Two lines of the phone header beside the logo and the WhatsApp button (390 px). */
const HEADER_NAME_MAX = 40;

/** /public/propostas/<token>: what the client sees, in the seller's brand. Server-rendered. */
export function PublicProposalView({ proposal, explore = null }: { proposal: PublicProposal; explore?: PublicExplore | null }) {
  const { brand, snapshot } = proposal;
  const { modalities } = snapshot.results;
  const { sections } = snapshot.inputs;
  // The first claim (../../verdict.ts): as saved with the version, or computed from its parameters;
  // every figure below is at its basis (../../comparisons.ts), the typed rate's one step away.
  const { verdict, comparisons, comparison, rates } = shownComparison(snapshot);
  const paths = pathResults(comparison);
  const imovel = hasSac(comparison);
  const keys: SeriesKey[] = imovel ? ["consorcio", "price", "sac"] : ["consorcio", "price"];
  const instalments = buildLineChart(comparison.series.instalments, keys, { ...CHART_SIZE, curve: "step", zeroIsGap: true });
  const cumulative = buildLineChart(comparison.series.cumulativePaid, keys, CHART_SIZE);
  const client = proposal.clientCallName;
  const { bidMode } = snapshot.inputs.params;
  const sellerWhatsapp = brand.whatsapp
    ? `https://wa.me/${whatsappNumber(brand.whatsapp)}?text=${encodeURIComponent(`Olá! Aqui é ${client}. Vi a proposta de consórcio que você preparou para mim.`)}`
    : null;

  return (
    <div
      className="flex min-h-dvh flex-col"
      style={brandCssVariables(brand.colors)}
      data-public-token={proposal.token}
    >
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <BrandLogo brand={brand} alt={`Logo de ${brand.name}`} className="h-auto max-h-9 w-auto max-w-[6.5rem] shrink-0 sm:max-w-[10rem]" markClassName="size-9 shrink-0" />
            {/* The short name, wrapping to two lines; a longer one is cut at a word ("Imobiliária Horizonte Azul…"), never mid-word. */}
            <span className="line-clamp-2 min-w-0 break-words text-sm font-semibold leading-tight text-text" data-testid="brand-name" title={brand.name}>{cutAtWord(brand.shortName, HEADER_NAME_MAX)}</span>
          </div>
          {sellerWhatsapp && (
            <a href={sellerWhatsapp} target="_blank" rel="noopener noreferrer" className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg bg-user-slider px-3 text-sm font-semibold text-user-slider-contrast shadow-sm hover:opacity-90">
              <MessageCircle className="size-4" aria-hidden /> <span className="max-[419px]:sr-only">WhatsApp</span>
            </a>
          )}
        </div>
      </header>

      <main id="conteudo" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 space-y-6 px-4 py-6 outline-none sm:px-6 sm:py-10">
        <section aria-labelledby="hello" className="space-y-2">
          <p className="text-xs font-semibold uppercase tracking-wider text-brand">Proposta de consórcio · {KIND_LABEL[proposal.kind]}</p>
          <h1 id="hello" className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">Olá, {client}!</h1>
          <p className="max-w-2xl text-sm text-muted sm:text-base">
            {proposal.sellerName} preparou esta simulação de um crédito de <strong className="text-text">{formatCents(proposal.creditCents)}</strong>.
          </p>
          <p className="text-xs text-muted">Versão {snapshot.version} · {formatDateTime(snapshot.createdAt)}</p>
        </section>

        {verdict ? <VerdictCard copy={verdictCopy(verdict, proposal.kind)} /> : <HeroSavings paths={paths} />}
        {rates && <BasisRates copy={rates} />}
        <PathCards paths={paths} consorcio={comparison.consorcio.schedule} rate={comparisons?.shown.rate ?? "typed"} />
        <ComparisonTable paths={paths} withRent={imovel} />
        {rates && comparisons?.alternative && <TypedAlternativeLink copy={rates} href={`/public/propostas/${proposal.token}/taxa-informada`} />}
        <FinanceSection summary={financeSummary(comparison, bidMode)} />
        <FgtsConditions use={proposalFgtsUse(comparison, verdict?.consorcio.fgtsUsed)} />
        <ExploreSection proposal={proposal} data={explore} />
        {proposal.bcb && <BcbGroupCardView card={proposal.bcb} short />}

        <section aria-label="Gráficos" className="grid gap-4 lg:grid-cols-2">
          <SvgLineChart model={instalments} title="Parcela mês a mês" description="Quanto você paga em cada mês, em cada caminho." summary={`Primeira parcela do consórcio: ${formatBRL(comparison.consorcio.summary.firstInstalment)}; do PRICE: ${formatBRL(comparison.price.summary.firstInstalment)}.`} />
          <SvgLineChart model={cumulative} title="Total pago acumulado" description="Entrada, parcelas e lance somados até cada mês." summary={`Total pago no consórcio: ${formatBRL(comparison.consorcio.summary.totalPaid)}; no PRICE: ${formatBRL(comparison.price.summary.totalPaid)}.`} />
        </section>

        {sections.scenarios && (hasSac(comparison) ? <ImovelScenarios scenarios={comparison.scenarios} /> : <VeiculoScenarios scenarios={comparison.scenarios} />)}

        {sections.modalities && (
          <section aria-labelledby="modalities-title" className="space-y-3">
            <h2 id="modalities-title" className="text-lg font-semibold text-text">Modalidades de lance</h2>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              <ModalityCards bids={clientSafeModalities(modalities, verdict?.kind ?? null)} bidMode={bidMode} />
            </div>
          </section>
        )}

        {sections.monthTable && <MonthTable comparison={comparison} token={proposal.token} />}

        <section aria-labelledby="interest-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:grid-cols-2 sm:p-6">
          <div>
            <h2 id="interest-title" className="text-lg font-semibold text-text">Gostou da proposta?</h2>
            <p className="mt-1 text-sm text-muted">Deixe seu contato e {deriveCallName(proposal.sellerName)} fala com você. Ou baixe a proposta em PDF.</p>
            <a href={`/public/propostas/${proposal.token}/pdf`} className="mt-4 inline-flex h-10 items-center gap-2 rounded-lg border border-border bg-surface px-4 text-sm font-medium text-text shadow-xs hover:bg-surface-2" download>
              <FileDown className="size-4" aria-hidden /> Baixar PDF
            </a>
          </div>
          <Island name="interest" props={{ token: proposal.token, clientFirstName: client, sellerFirstName: deriveCallName(proposal.sellerName) }}>
            <InterestForm token={proposal.token} clientFirstName={client} sellerFirstName={deriveCallName(proposal.sellerName)} />
          </Island>
        </section>

        <DisclosuresSection disclosures={proposalDisclosures({ comparison, params: snapshot.inputs.params, namesIndex: snapshot.inputs.namesIndex, createdAt: snapshot.createdAt, sellerName: proposal.sellerName, brandName: brand.name, administradora: proposal.administradora, rateSources: snapshot.inputs.rateSources, marketMonthlyPct: comparisons?.shown.rate === "market" ? marketMonthly(comparisons) : null })} />

        <p className="text-xs leading-5 text-muted">{DISCLAIMER}</p>
      </main>
      <footer className="border-t border-border py-4 text-center text-xs text-muted">Proposta de {brand.name} · gerada com Consórcio Pro</footer>
    </div>
  );
}
