import { TrendingDown, TrendingUp } from "lucide-react";
import { memo } from "react";
import { cn } from "~/components/ui/cn";
import { formatBRL, formatPercent } from "~/lib/format";
import type { ConsorcioScheduleData } from "../../engine";
import {
  cartaFigures,
  headline,
  outlayHasRent,
  RENT_BASIS,
  PATH_SHORT_LABELS,
  type HeadlineFigure,
  type PathKey,
  type PathResult,
} from "../../results-model";

export const PATH_DOT: Record<PathKey, string> = {
  consorcio: "bg-[var(--chart-consorcio)]",
  price: "bg-[var(--chart-price)]",
  sac: "bg-[var(--chart-sac)]",
};

/** A path's short name with its chart colour, for table headings. */
export function PathName({ path }: { path: PathKey }) {
  return (
    <span className="path-name">
      <span className={cn("size-2 rounded-full", PATH_DOT[path])} aria-hidden />
      {PATH_SHORT_LABELS[path]}
    </span>
  );
}

function SavingsFigure({ figure, neutral }: { figure: HeadlineFigure; neutral: boolean }) {
  const Icon = figure.saves ? TrendingDown : TrendingUp;
  return (
    <div className="min-w-0" data-testid={`savings-${figure.key}`} data-saves={figure.saves ? "true" : "false"}>
      <p className="tabular break-words text-[1.75rem] font-bold leading-tight tracking-tight sm:text-4xl">
        {formatBRL(figure.amount)}
      </p>
      <p
        className={cn(
          "mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm",
          neutral ? "text-muted" : "text-hero-text/85",
        )}
      >
        {figure.pct !== null && (
          <span
            className={cn(
              "tabular inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold",
              neutral ? "bg-surface text-text" : "bg-hero-text/15 text-hero-text",
            )}
          >
            <Icon className="size-3.5 shrink-0" aria-hidden />
            {formatPercent(figure.pct)}
          </span>
        )}
        <span>{figure.text}</span>
      </p>
    </div>
  );
}

/**
 * The figure the seller points at: what the consórcio saves over each financing, on the same basis
 * as the cards (total outlay, rent until the contemplation included). In the seller's colours when
 * the consórcio costs less than every financing; neutral when it costs more than any, so bad news
 * never looks like good news.
 */
export const HeroSavings = memo(function HeroSavings({ paths }: { paths: readonly PathResult[] }) {
  const h = headline(paths);
  const neutral = h.tone !== "saves";
  return (
    <section
      aria-labelledby="hero-savings-title"
      data-testid="hero-savings"
      data-tone={h.tone}
      className={cn(
        // A container: the figures go side by side by the card's own width (the generator's results
        // column is ~660 px on a 1280 px screen, where two 4xl amounts side by side broke mid-number).
        "@container overflow-hidden rounded-2xl p-5 shadow-sm sm:p-6",
        neutral
          ? "border border-border bg-surface-2 text-text"
          : "bg-linear-135 from-hero-from to-hero-to text-hero-text",
      )}
    >
      <h2
        id="hero-savings-title"
        className={cn("text-xs font-semibold uppercase tracking-wider", neutral ? "text-muted" : "text-hero-text/80")}
      >
        {h.title}
      </h2>
      <div className={cn("mt-3 grid gap-5", h.figures.length > 1 && "@2xl:grid-cols-2")}>
        {h.figures.map((f) => (
          <SavingsFigure key={f.key} figure={f} neutral={neutral} />
        ))}
      </div>
      <p className={cn("mt-4 text-xs", neutral ? "text-muted" : "text-hero-text/80")}>{h.basis}</p>
    </section>
  );
});

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    // Wraps the value under its label when a narrow card has no room for both (they overlapped).
    <div className="fig-line">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={strong ? "fig-value font-semibold" : "fig-value"}>{value}</dd>
    </div>
  );
}

/** Each path's card edge, in the path's own colour (never the brand's). */
const PATH_EDGE: Record<PathKey, string> = {
  consorcio: "border-t-[var(--chart-consorcio)]",
  price: "border-t-[var(--chart-price)]",
  sac: "border-t-[var(--chart-sac)]",
};

/** What the "a menos / a mais" boxes are computed at, in the client's words. */
export const RATE_WORDS: Record<"typed" | "market", string> = {
  typed: "com a taxa informada",
  market: "à taxa média do Banco Central",
};

function PathCard({
  path,
  consorcio,
  withRent,
  rate,
  scope,
}: {
  path: PathResult;
  consorcio: ConsorcioScheduleData;
  withRent: boolean;
  rate: "typed" | "market";
  scope: string;
}) {
  const { summary, savings } = path;
  const bid = consorcio.totals.bid;
  const carta = cartaFigures(consorcio);
  const cartaMoved = carta.contemplationMonth !== null && Math.abs(carta.atContemplation - carta.today) >= 0.005;
  return (
    <article
      data-testid={`${scope}path-${path.key}`}
      aria-labelledby={`${scope}path-${path.key}-title`}
      className={cn("tile border-t-4", PATH_EDGE[path.key])}
    >
      <h3 id={`${scope}path-${path.key}-title`} className="flex items-center gap-2 text-sm font-semibold text-text">
        <span className={cn("size-2.5 rounded-full", PATH_DOT[path.key])} aria-hidden />
        {path.label}
      </h3>
      <p className="mt-3 text-xs text-muted">Parcela inicial</p>
      <p
        className="tabular text-2xl font-bold tracking-tight text-text"
        data-testid={`${scope}first-instalment-${path.key}`}
      >
        {formatBRL(summary.firstInstalment)}
      </p>
      <dl className="mt-3 divide-y divide-border border-t border-border">
        {/* The consórcio's "Total pago" never stands without the rent its outlay includes. */}
        <Line
          label={withRent && path.key === "consorcio" ? "Total pago (sem o aluguel)" : "Total pago"}
          value={formatBRL(summary.totalPaid)}
          strong={!withRent}
        />
        {withRent && path.key === "consorcio" && (
          <Line label="Aluguel até a contemplação" value={formatBRL(summary.rentPaidWhileWaiting)} />
        )}
        {withRent && <Line label="Desembolso total" value={formatBRL(summary.totalOutlay)} strong />}
        <Line label="Custo além do bem" value={formatBRL(summary.costBeyondBem)} />
        {path.key === "consorcio" && bid > 0 && (
          <Line label={`Lance no mês ${carta.contemplationMonth ?? "—"}`} value={formatBRL(bid)} />
        )}
        {/* The carta today and at the contemplation before the credit in hand: never a credit above a smaller carta. */}
        {path.key === "consorcio" && <Line label="Carta hoje" value={formatBRL(carta.today)} />}
        {path.key === "consorcio" && cartaMoved && (
          <Line label={`Carta no mês ${carta.contemplationMonth}`} value={formatBRL(carta.atContemplation)} />
        )}
        {path.key === "consorcio" && carta.embutido > 0 && (
          <Line label="Lance embutido (sai da carta)" value={formatBRL(carta.embutido)} />
        )}
        {path.key === "consorcio" && (
          <Line label={carta.embutido > 0 ? "Você recebe" : "Crédito recebido"} value={formatBRL(carta.inHand)} />
        )}
      </dl>
      {savings && (
        <div className="mt-auto pt-3">
          {/* Neutral either way: only the verdict's claim celebrates. Its sign is the verdict's at this rate. */}
          <p
            className="tabular rounded-lg bg-surface-2 px-3 py-2 text-xs font-medium text-text"
            data-testid={`${scope}savings-box-${path.key}`}
            data-saves={savings.amount >= 0 ? "true" : "false"}
          >
            {savings.amount >= 0 ? "Consórcio desembolsa " : "Consórcio custa "}
            {formatBRL(Math.abs(savings.amount))}
            {savings.pct !== null && ` (${formatPercent(Math.abs(savings.pct))})`}
            {savings.amount >= 0 ? " a menos" : " a mais"}
            <span className="block font-normal text-muted">
              {RATE_WORDS[rate]}
              {withRent ? `, no desembolso total, ${RENT_BASIS}` : ""}
            </span>
          </p>
        </div>
      )}
    </article>
  );
}

/**
 * One card per path: first instalment, total paid, cost beyond the bem, and the savings. `rate`: what
 * the financing runs at (the verdict's basis, or the typed rate in the labelled alternative);
 * `scope`: an id prefix when a second set of cards sits on the page (the alternative).
 */
export const PathCards = memo(function PathCards({
  paths,
  consorcio,
  rate,
  scope = "",
}: {
  paths: readonly PathResult[];
  consorcio: ConsorcioScheduleData;
  rate: "typed" | "market";
  scope?: string;
}) {
  const withRent = outlayHasRent(paths);
  return (
    // Columns by the width the cards get, not the screen's: beside the generator's parameters three
    // cards at 1280 px were ~150 px wide and their labels ran under the figures.
    <div className="@container">
      <section
        aria-label="Resumo por caminho"
        className={cn("grid gap-3 sm:gap-4", paths.length === 3 ? "@2xl:grid-cols-3" : "@md:grid-cols-2")}
      >
        {paths.map((path) => (
          <PathCard key={path.key} path={path} consorcio={consorcio} withRent={withRent} rate={rate} scope={scope} />
        ))}
      </section>
    </div>
  );
});
