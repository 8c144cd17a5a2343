"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import type { ExploreBounds, ExploreVariant } from "../../document/explore-bounds";
import type { MarketReference } from "~/features/simulators";
import type { ExploreFigures, ExploreHistory, ExploreKind, ExploreParams } from "../../document/explore";
import { ChooseVariantForm } from "./choose-variant-form";
import { ExploreResults, exploreTexts, variantTexts, type ExploreTexts } from "./explore-view";

/*
 * "Simule seu lance": the client moves the bid (and the term, when the seller allows) and the page
 * recomputes in the browser with the same engine. The engine arrives on the first interaction
 * (focus, touch or key) in its own chunk, so the page's first load carries only this form.
 */

type Live = typeof import("./explore-live");
let live: Promise<Live> | null = null;
const loadLive = () => (live ??= import("./explore-live"));

/** What the island is rendered from: plain data, written into the page for its own hydration (island.tsx). */
export interface ExploreIslandData {
  token: string;
  kind: ExploreKind;
  params: ExploreParams;
  bounds: ExploreBounds;
  variant: ExploreVariant;
  history: ExploreHistory | null;
  /** Whether the server's first figures hold (a variant the client may choose), without the figures themselves. */
  initialOk: boolean;
  /** The Banco Central's average financing rate for the kind of bem (the verdict's market basis); null without one. */
  reference: MarketReference | null;
  clientFirstName: string;
  sellerFirstName: string;
  /** `exploreTexts` of the initial variant and figures, formatted on the server. */
  initialText: ExploreTexts;
}

/**
 * The first figures' results until the client's own (ExploreResults): rendered by the server, or, when
 * the island is hydrated on its own (islands/hydrate.tsx), by the same engine in the browser.
 */
export type ExploreIslandProps = ExploreIslandData & { initialResults: ReactNode };

const field = "field-input";
const input = `${field} w-full`;
// Range and number inputs hand over "20.5" (a dot, whatever the page's language): never pt-BR text.
const num = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
// The bid moves a tenth of a point at a time: every recorded lowest winning bid (35,1 %) can be chosen.
const BID_STEP = 0.1;
/** The inputs a client can move, by id, and what each moves. */
const MOVABLE: [string, keyof ExploreVariant][] = [
  ["explore-bid", "bidPct"],
  ["explore-bid-typed", "bidPct"],
  ["explore-embutido", "embutidoPct"],
  ["explore-fgts", "fgtsLance"],
  ["explore-term", "prazo"],
];

export function ExploreIsland(props: ExploreIslandProps) {
  const { bounds, kind } = props;
  const [variant, setVariant] = useState(props.variant);
  // null: the server's first figures, already on the page.
  const [figures, setFigures] = useState<ExploreFigures | null>(null);
  const latest = useRef(0);
  // Until the client moves something, what it reads is the server's: the results already rendered
  // and the texts already formatted, so hydrating the page builds no number formatter (each costs a
  // phone tens of milliseconds) and runs no odds drawing.
  const text = figures
    ? exploreTexts(variant, figures, bounds)
    : variant === props.variant
      ? props.initialText
      : { ...props.initialText, ...variantTexts(variant) };

  const change = (next: ExploreVariant) => {
    setVariant(next);
    const ticket = ++latest.current;
    void loadLive().then(({ exploreFigures }) => {
      if (ticket === latest.current) setFigures(exploreFigures(kind, props.params, next, bounds, props.history, props.reference));
    });
  };
  const update = (key: keyof ExploreVariant, text: string) => {
    const value = num(text);
    if (Number.isFinite(value)) change({ ...variant, [key]: value });
  };
  const warm = () => void loadLive();
  // Moved before this island was hydrated (its HTML works on its own until then): what the inputs hold
  // now is the client's variant. Read once, after hydration; nothing moved, nothing changes.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    const root = section.current;
    if (!root) return;
    const moved: Partial<ExploreVariant> = {};
    for (const [id, key] of MOVABLE) {
      const value = num(root.querySelector<HTMLInputElement>(`#${id}`)?.value ?? "");
      if (Number.isFinite(value) && value !== props.variant[key]) moved[key] = value;
    }
    // Once, right after hydration, with the variant the server rendered: no cascade to fear.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(moved).length > 0) change({ ...props.variant, ...moved });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const step = 0.5;

  return (
    <section ref={section} aria-labelledby="explore-title" className="space-y-4 rounded-2xl border border-border bg-surface p-5 shadow-xs sm:p-6" data-testid="explore"
      onFocusCapture={warm} onPointerDown={warm}>
      <div>
        <h2 id="explore-title" className="text-lg font-semibold text-text">Simule seu lance</h2>
        <p className="mt-1 text-sm text-muted">Mude o lance{bounds.term ? " e o prazo" : ""} e veja a parcela, o custo e as chances de contemplação.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="explore-bid" className="text-sm font-medium text-text">Lance (% do crédito)</label>
          {/* A tenth of a point per arrow key, and the field beside it for any recorded bid to the centésimo (38,55). */}
          <div className="mt-2 flex items-center gap-3">
            <input autoComplete="off" id="explore-bid" type="range" min={bounds.bidMinPct} max={bounds.bidMaxPct} step={BID_STEP} value={variant.bidPct} onChange={(e) => update("bidPct", e.target.value)}
              aria-valuetext={text.bidPct} className="block min-w-0 flex-1 accent-[var(--brand-control)]" />
            <input autoComplete="off" id="explore-bid-typed" type="number" inputMode="decimal" min={bounds.bidMinPct} max={bounds.bidMaxPct} step={0.01} value={variant.bidPct}
              onChange={(e) => update("bidPct", e.target.value)} aria-label="Lance digitado, em % do crédito" className={`${field} w-24 shrink-0 tabular`} />
          </div>
          <output htmlFor="explore-bid" className="mt-1 block text-sm tabular text-text" data-testid="explore-bid-echo">
            {text.bidPct} do crédito{text.bidTotal}
          </output>
        </div>
        <div>
          <label htmlFor="explore-embutido" className="text-sm font-medium text-text">Lance embutido (% do crédito)</label>
          <input autoComplete="off" id="explore-embutido" type="number" inputMode="decimal" min={0} max={bounds.embutidoMaxPct} step={step} value={variant.embutidoPct} onChange={(e) => update("embutidoPct", e.target.value)} className={input} />
          <p className="mt-1 text-xs text-muted">Parte do lance paga com o próprio crédito (até {text.embutidoMax}).</p>
        </div>
        {bounds.fgts && (
          <div>
            <label htmlFor="explore-fgts" className="text-sm font-medium text-text">FGTS no lance (R$)</label>
            <input autoComplete="off" id="explore-fgts" type="number" inputMode="decimal" min={0} step={1000} value={variant.fgtsLance} onChange={(e) => update("fgtsLance", e.target.value)} className={input} />
          </div>
        )}
        {bounds.term && (
          <div>
            <label htmlFor="explore-term" className="text-sm font-medium text-text">Prazo (meses)</label>
            <input autoComplete="off" id="explore-term" type="range" min={bounds.term.min} max={bounds.term.max} step={1} value={variant.prazo} onChange={(e) => update("prazo", e.target.value)} className="mt-2 block w-full accent-[var(--brand-control)]" />
            <output htmlFor="explore-term" className="mt-1 block text-sm tabular text-text">{text.term}</output>
          </div>
        )}
      </div>

      <div className="space-y-4">
        {figures ? <ExploreResults figures={figures} bounds={bounds} history={props.history} /> : props.initialResults}
      </div>

      {(figures ? figures.ok : props.initialOk) && <ChooseVariantForm token={props.token} variant={variant} clientFirstName={props.clientFirstName} sellerFirstName={props.sellerFirstName} />}
    </section>
  );
}
