import { TrendingDown, TrendingUp } from "lucide-react";
import { memo } from "react";
import { cn } from "~/components/ui/cn";
import { formatBRL, formatPercent } from "~/lib/format";
import type { ConsorcioScheduleData, Savings } from "../../engine";
import { PATH_SHORT_LABELS, type PathKey, type PathResult } from "../../results-model";

export const PATH_DOT: Record<PathKey, string> = {
  consorcio: "bg-[var(--chart-consorcio)]",
  price: "bg-[var(--chart-price)]",
  sac: "bg-[var(--chart-sac)]",
};

/** A path's short name with its chart colour, for table headings. */
export function PathName({ path }: { path: PathKey }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className={cn("size-2 rounded-full", PATH_DOT[path])} aria-hidden />
      {PATH_SHORT_LABELS[path]}
    </span>
  );
}

function SavingsFigure({ path, savings }: { path: PathKey; savings: Savings }) {
  const saves = savings.amount >= 0;
  const Icon = saves ? TrendingDown : TrendingUp;
  return (
    <div className="min-w-0" data-testid={`savings-${path}`}>
      <p className="tabular break-words text-[1.75rem] font-bold leading-tight tracking-tight sm:text-4xl">
        {formatBRL(Math.abs(savings.amount))}
      </p>
      <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-white/85">
        {savings.pct !== null && (
          <span className="tabular inline-flex items-center gap-1 rounded-full bg-white/15 px-2 py-0.5 text-xs font-semibold text-white">
            <Icon className="size-3.5 shrink-0" aria-hidden />
            {formatPercent(Math.abs(savings.pct))}
          </span>
        )}
        <span>
          {saves ? "a menos" : "a mais"} que o financiamento {PATH_SHORT_LABELS[path]}
        </span>
      </p>
    </div>
  );
}

/** The figure the seller points at: what the consórcio saves over each financing. */
export const HeroSavings = memo(function HeroSavings({ paths, withRent }: { paths: readonly PathResult[]; withRent: boolean }) {
  const financed = paths.filter((p) => p.savings !== null);
  const anyCostsMore = financed.some((p) => (p.savings?.amount ?? 0) < 0);
  return (
    <section aria-labelledby="hero-savings-title" className="overflow-hidden rounded-2xl bg-linear-135 from-[#064e2b] via-[#0b7a44] to-[#12a862] p-5 text-white shadow-sm sm:p-6">
      <h2 id="hero-savings-title" className="text-xs font-semibold uppercase tracking-wider text-white/80">
        {anyCostsMore ? "Consórcio × financiamento" : "Economia com o consórcio"}
      </h2>
      <div className={cn("mt-3 grid gap-5", financed.length > 1 && "sm:grid-cols-2")}>
        {financed.map((p) => (
          <SavingsFigure key={p.key} path={p.key} savings={p.savings as Savings} />
        ))}
      </div>
      <p className="mt-4 text-xs text-white/75">
        Comparando o desembolso total de cada caminho{withRent ? ", com o aluguel pago até a contemplação" : ""}.
      </p>
    </section>
  );
});

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="min-w-0 text-xs text-muted">{label}</dt>
      <dd className={cn("tabular whitespace-nowrap text-right text-sm", strong ? "font-semibold text-text" : "font-medium text-text")}>{value}</dd>
    </div>
  );
}

function PathCard({ path, consorcio }: { path: PathResult; consorcio: ConsorcioScheduleData }) {
  const { summary, savings } = path;
  const bid = consorcio.totals.bid;
  const bidMonth = consorcio.rows.find((row) => row.bid > 0)?.month;
  return (
    <article
      data-testid={`path-${path.key}`}
      aria-labelledby={`path-${path.key}-title`}
      className={cn(
        "flex min-w-0 flex-col rounded-xl border bg-surface p-4 shadow-xs sm:p-5",
        path.key === "consorcio" ? "border-brand/50 ring-1 ring-brand/20" : "border-border",
      )}
    >
      <h3 id={`path-${path.key}-title`} className="flex items-center gap-2 text-sm font-semibold text-text">
        <span className={cn("size-2.5 rounded-full", PATH_DOT[path.key])} aria-hidden />
        {path.label}
      </h3>
      <p className="mt-3 text-xs text-muted">Parcela inicial</p>
      <p className="tabular text-2xl font-bold tracking-tight text-text" data-testid={`first-instalment-${path.key}`}>
        {formatBRL(summary.firstInstalment)}
      </p>
      <dl className="mt-3 divide-y divide-border border-t border-border">
        <Line label="Total pago" value={formatBRL(summary.totalPaid)} />
        <Line label="Custo além do bem" value={formatBRL(summary.costBeyondBem)} />
        {path.key === "consorcio" && bid > 0 && (
          <Line label={`Lance no mês ${bidMonth ?? "—"}`} value={formatBRL(bid)} />
        )}
        {path.key === "consorcio" && <Line label="Crédito recebido" value={formatBRL(consorcio.totals.creditReceived)} />}
      </dl>
      {savings && (
        <div className="mt-auto pt-3">
          <p
            className={cn(
              "tabular rounded-lg px-3 py-2 text-xs font-medium",
              savings.amount >= 0 ? "bg-brand/10 text-brand-strong" : "bg-danger/10 text-danger",
            )}
          >
            {savings.amount >= 0 ? "Consórcio economiza " : "Consórcio custa "}
            {formatBRL(Math.abs(savings.amount))}
            {savings.pct !== null && ` (${formatPercent(Math.abs(savings.pct))})`}
            {savings.amount < 0 && " a mais"}
          </p>
        </div>
      )}
    </article>
  );
}

/** One card per path: first instalment, total paid, cost beyond the bem, and the savings. */
export const PathCards = memo(function PathCards({ paths, consorcio }: { paths: readonly PathResult[]; consorcio: ConsorcioScheduleData }) {
  return (
    <section aria-label="Resumo por caminho" className={cn("grid gap-3 sm:gap-4", paths.length === 3 ? "md:grid-cols-3" : "sm:grid-cols-2")}>
      {paths.map((path) => (
        <PathCard key={path.key} path={path} consorcio={consorcio} />
      ))}
    </section>
  );
});
