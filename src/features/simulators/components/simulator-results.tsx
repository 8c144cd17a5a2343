"use client";

import { ChevronDown, TriangleAlert } from "lucide-react";
import dynamic from "next/dynamic";
import { memo, useDeferredValue, useLayoutEffect, useMemo, useRef } from "react";
import { cn } from "~/components/ui/cn";
import type { ParamsOf, SimulatorKind } from "../current-simulation";
import {
  compareImovel,
  compareVeiculo,
  comparisonsAtBasis,
  verdictAndMarket,
  type ComparisonsAtBasis,
  type ImovelComparison,
  type ImovelParams,
  type VeiculoComparison,
  type VeiculoParams,
} from "../engine";
import type { FormStore } from "../form-store";
import { differentEndsNote, hasSac, pathResults, wealthBars, type Comparison } from "../results-model";
import { basisRatesCopy, verdictCopy, type BasisRatesCopy, type VerdictCopy } from "../verdict-copy";
import { measureUpdate } from "../update-timing";
import { AfterHydration } from "./results/after-hydration";
import { ChartsSection } from "./results/charts-section";
import { useInView, useSeen } from "./results/in-view";
import { ComparisonTable } from "./results/comparison-table";
import { FinanceDetails } from "./results/finance-details";
import { LiveHeadlineText } from "./results/live-headline-text";
import { PathCards } from "./results/path-cards";
import { ImovelScenarios, VeiculoScenarios } from "./results/scenario-sections";
import { SchedulesPlaceholder } from "./results/schedules-frame";
import { VerdictCard } from "./results/verdict-card";
import { BasisRates } from "./results/basis-switch";
import { TypedAlternative } from "./results/typed-alternative";
import { useMarketReference } from "./use-market-reference";
import { useFormSelector } from "./use-form-store";

// The month-by-month tables (Radix tabs, windowed rows) sit at the bottom of the page: their chunk
// loads and renders when the section comes near the viewport, into a placeholder of its exact size.
const SchedulesSection = dynamic(() => import("./results/schedules-section").then((m) => m.SchedulesSection), {
  ssr: false,
  loading: SchedulesPlaceholder,
});

function LazySchedules(props: React.ComponentProps<typeof SchedulesSection>) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeen(useInView(ref, "400px 0px"));
  return <div ref={ref}>{seen ? <SchedulesSection {...props} /> : <SchedulesPlaceholder />}</div>;
}

/**
 * A detail section: the server's markup, taken over by React when it comes near the viewport or the
 * comparison changes (./results/after-hydration.tsx), and below the first screen of a phone or
 * tablet the browser skips its style, layout and paint until it comes near the viewport
 * (content-visibility: auto), in a slot of about its height (measured at
 * 360–412 px and at 768 px; once drawn, the slot keeps its real height). On a phone the page's
 * first style pass covered ~950 elements (~420 ms at 4× CPU), ~370 of them in these sections. Not
 * from lg up, where the results column starts in view and a slot of another height than the
 * section moved the charts below it as the page loaded. Only for sections without popups or
 * fixed-position children: the containment would clip them.
 */
function Offscreen({ size, version, children }: { size: string; version: unknown; children: React.ReactNode }) {
  return (
    <AfterHydration className={cn("max-lg:[content-visibility:auto]", size)} version={version}>
      {children}
    </AfterHydration>
  );
}

/** The generator folds the details under the summary, so the page stays short on a phone. */
function Details({ fold, children }: { fold: boolean; children: React.ReactNode }) {
  if (!fold) return <>{children}</>;
  return (
    <details className="group/more rounded-xl border border-border bg-surface shadow-xs" data-testid="results-details">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-semibold text-text [&::-webkit-details-marker]:hidden">
        Comparativo, gráficos, cenários e tabela mês a mês
        <ChevronDown
          className="size-4 shrink-0 text-muted transition-transform group-open/more:rotate-180"
          aria-hidden
        />
      </summary>
      <div className="space-y-6 border-t border-border p-3 sm:p-4">{children}</div>
    </details>
  );
}

const ResultsBody = memo(function ResultsBody({
  results,
  foldDetails,
}: {
  results: LiveResults;
  foldDetails: boolean;
}) {
  const { copy, rates, comparisons } = results;
  const comparison: Comparison = comparisons.shown.comparison;
  const paths = useMemo(() => pathResults(comparison), [comparison]);
  const bars = useMemo(() => wealthBars(comparison), [comparison]);
  const imovel = hasSac(comparison);
  return (
    <>
      <VerdictCard copy={copy} />
      <BasisRates copy={rates} />
      {/* Read-only, and on a phone a screen below the form: hydrated with the page it was ~70 elements of work. */}
      <AfterHydration version={comparison}>
        <PathCards paths={paths} consorcio={comparison.consorcio.schedule} rate={comparisons.shown.rate} />
      </AfterHydration>
      <TypedAlternative copy={rates} comparison={comparisons.alternative?.comparison ?? null} />
      {/*
        No Suspense boundary of their own around the sections below: a boundary React had not yet
        hydrated when anything above it changed was thrown away and rendered again from scratch,
        which moved everything below it (a layout shift of 0.10–0.16 on the simulator).
      */}
      <Details fold={foldDetails}>
        <Offscreen
          version={comparison}
          size="[contain-intrinsic-size:auto_40rem] sm:[contain-intrinsic-size:auto_31rem]"
        >
          <ComparisonTable paths={paths} withRent={imovel} />
        </Offscreen>
        <Offscreen
          version={comparison}
          size="[contain-intrinsic-size:auto_110rem] sm:[contain-intrinsic-size:auto_81rem]"
        >
          <FinanceDetails comparison={comparison} />
        </Offscreen>
        <ChartsSection series={comparison.series} bars={bars} showSac={imovel} endsNote={differentEndsNote(paths)} />
        <Offscreen
          version={comparison}
          size="[contain-intrinsic-size:auto_105rem] sm:[contain-intrinsic-size:auto_60rem]"
        >
          {imovel ? (
            <ImovelScenarios scenarios={comparison.scenarios} />
          ) : (
            <VeiculoScenarios scenarios={comparison.scenarios} />
          )}
        </Offscreen>
        <LazySchedules
          consorcio={comparison.consorcio.schedule}
          price={comparison.price}
          sac={imovel ? comparison.sac : undefined}
        />
      </Details>
      <p className="text-xs leading-5 text-muted">
        Projeção, não é contrato. A contemplação depende de sorteio ou lance e nunca é garantida; os valores dependem
        das regras do grupo e das condições do financiamento na contratação.
      </p>
    </>
  );
});

/** Dims the results while a field is invalid; the body below keeps the last valid comparison. */
function ResultsFrame<P>({ store, children }: { store: FormStore<P>; children: React.ReactNode }) {
  const stale = useFormSelector(store, (s) => s.stale);
  return (
    <div data-testid="results" data-stale={stale ? "true" : "false"} className="min-w-0 space-y-6">
      {stale && (
        <div
          role="status"
          data-testid="stale-notice"
          className="sticky top-16 z-10 flex items-start gap-2.5 rounded-lg border border-warning/40 bg-surface px-3.5 py-2.5 text-sm shadow-md"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          <p className="text-text">
            <strong className="font-semibold">Resultados desatualizados.</strong>{" "}
            <span className="text-muted">Corrija o campo destacado; abaixo, a última simulação válida.</span>
          </p>
        </div>
      )}
      <div className={cn("space-y-6 transition-[opacity,filter] duration-200", stale && "opacity-50 grayscale-[60%]")}>
        {children}
      </div>
    </div>
  );
}

// One comparison per set of valid inputs, whoever asks for it first: the results and the generator's
// sticky headline read the same store, so the page computes each result once, not once per reader.
const computed = new WeakMap<object, ImovelComparison | VeiculoComparison>();

function compare(kind: SimulatorKind, params: ImovelParams | VeiculoParams): ImovelComparison | VeiculoComparison {
  let comparison = computed.get(params);
  if (!comparison) {
    comparison = kind === "imovel" ? compareImovel(params as ImovelParams) : compareVeiculo(params as VeiculoParams);
    computed.set(params, comparison);
  }
  return comparison;
}

interface LiveResults {
  copy: VerdictCopy;
  rates: BasisRatesCopy;
  /** What every section shows: the comparison at the verdict's basis, and the typed rate's one step away. */
  comparisons: ComparisonsAtBasis<ImovelComparison | VeiculoComparison>;
}

/**
 * The verdict of the live comparison at the BCB's reference, in words (./results/verdict-card.tsx),
 * and the comparison every section shows: at the verdict's basis (the engine's comparisonsAtBasis,
 * reusing the run the verdict made at the reference).
 */
function useLiveResults(
  kind: SimulatorKind,
  params: ImovelParams | VeiculoParams,
  comparison: ImovelComparison | VeiculoComparison,
): LiveResults {
  const reference = useMarketReference(kind);
  return useMemo(() => {
    const input =
      kind === "imovel" ? { kind, params: params as ImovelParams } : { kind, params: params as VeiculoParams };
    const { verdict, marketComparison } = verdictAndMarket(input, reference, comparison);
    return {
      copy: verdictCopy(verdict, kind, reference),
      rates: basisRatesCopy(verdict, reference),
      comparisons: comparisonsAtBasis(input, verdict, comparison, marketComparison ?? undefined),
    };
  }, [kind, params, comparison, reference]);
}

/**
 * Live results. The inputs update at once; the results follow as a deferred render (an interrupted
 * one is dropped when the next key arrives), and each commit closes the "sim-update" measure.
 */
export function SimulatorResults<K extends SimulatorKind>({
  kind,
  store,
  foldDetails = false,
}: {
  kind: K;
  store: FormStore<ParamsOf<K>>;
  foldDetails?: boolean;
}) {
  const valid = useFormSelector(store, (s) => s.valid);
  const params = useDeferredValue(valid);
  const comparison = useMemo(() => compare(kind, params), [kind, params]);
  const results = useLiveResults(kind, params, comparison);
  useLayoutEffect(measureUpdate, [comparison]);
  return (
    <ResultsFrame store={store}>
      <ResultsBody results={results} foldDetails={foldDetails} />
    </ResultsFrame>
  );
}

/**
 * The result in one line, for a sticky action bar (the generator's save bar): the consórcio's first
 * instalment and the verdict's first claim, so the seller sees what the client will see first.
 */
export function LiveHeadline<K extends SimulatorKind>({ kind, store }: { kind: K; store: FormStore<ParamsOf<K>> }) {
  const params = useDeferredValue(useFormSelector(store, (s) => s.valid));
  const comparison = useMemo(() => compare(kind, params), [kind, params]);
  const { copy } = useLiveResults(kind, params, comparison);
  return <LiveHeadlineText copy={copy} firstInstalment={comparison.consorcio.summary.firstInstalment} />;
}
