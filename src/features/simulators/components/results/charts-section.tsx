"use client";

import dynamic from "next/dynamic";
import { memo, useRef, useState } from "react";
import { cn } from "~/components/ui/cn";
import type { Comparison, WealthBar } from "../../results-model";
import { CHART_HEIGHT, wealthChartHeight } from "../charts/chart-size";
import { useInView, useSeen } from "./in-view";

/*
 * The charts sit below the fold, so they load after the page instead of with it: each chart is its
 * own chunk, fetched and drawn when the chart first comes near the viewport (drawing three
 * 420-month charts at once right after load is main-thread time a phone needs for the page).
 * Until then a placeholder holds exactly the chart's height (ChartSlot), so nothing below moves when
 * it is swapped in.
 */
function ChartPlaceholder() {
  return (
    <div
      data-testid="chart-placeholder"
      aria-hidden="true"
      className="h-full w-full animate-pulse rounded-lg bg-surface-2"
    />
  );
}
const InstalmentChart = dynamic(() => import("../charts/instalment-chart").then((m) => m.InstalmentChart), {
  ssr: false,
  loading: ChartPlaceholder,
});
const CumulativeChart = dynamic(() => import("../charts/cumulative-chart").then((m) => m.CumulativeChart), {
  ssr: false,
  loading: ChartPlaceholder,
});
const WealthChart = dynamic(() => import("../charts/wealth-chart").then((m) => m.WealthChart), {
  ssr: false,
  loading: ChartPlaceholder,
});

function ChartSlot({ height, children }: { height: number; children: React.ReactNode }) {
  return <div style={{ height }}>{children}</div>;
}

const CAPTIONS = {
  instalments: { title: "Parcela mês a mês", description: "Quanto o cliente paga em cada mês, em cada caminho." },
  cumulative: { title: "Total pago acumulado", description: "Entrada, parcelas e lance somados até cada mês." },
  wealth: { title: "Patrimônio ao final", description: "O bem, e o que foi aplicado, no fim de cada caminho." },
} as const;

interface ChartCardProps<T> {
  id: keyof typeof CAPTIONS;
  value: T;
  height: (value: T) => number;
  render: (value: T) => React.ReactNode;
  className?: string;
  /** A warning under the caption (paths that end in different months). */
  note?: string | null;
}

/*
 * A chart off screen keeps what it last drew and catches up when it scrolls into view. The charts
 * already wait for a pause in typing, but then the three redraws together cost frames of their
 * own; the seller only needs the ones they can see, like the windowed month table.
 */
function ChartCard<T>({ id, value, height, render, className, note }: ChartCardProps<T>) {
  const ref = useRef<HTMLElement>(null);
  const inView = useInView(ref);
  const seen = useSeen(inView);
  const [shown, setShown] = useState(value);
  if (inView && shown !== value) setShown(value);
  const drawn = inView ? value : shown;
  return (
    <figure
      ref={ref}
      data-testid={`chart-${id}`}
      data-current={shown === value ? "true" : "false"}
      aria-labelledby={`chart-${id}-title`}
      className={cn("panel", className)}
    >
      <figcaption className="mb-3">
        <h3 id={`chart-${id}-title`} className="text-sm font-semibold text-text">
          {CAPTIONS[id].title}
        </h3>
        <p className="mt-0.5 text-xs text-muted">{CAPTIONS[id].description}</p>
        {note && <p className="mt-1 text-xs font-medium text-warning">{note}</p>}
      </figcaption>
      <ChartSlot height={height(drawn)}>{seen ? render(drawn) : <ChartPlaceholder />}</ChartSlot>
    </figure>
  );
}

type Series = Comparison["series"];
const fixedHeight = () => CHART_HEIGHT;

/** Instalments, cumulative payments and wealth at the end (the charts downsample and settle themselves). */
export const ChartsSection = memo(function ChartsSection({
  series,
  bars,
  showSac,
  endsNote = null,
}: {
  series: Series;
  bars: WealthBar[];
  showSac: boolean;
  endsNote?: string | null;
}) {
  return (
    <section aria-labelledby="charts-title" className="space-y-3">
      <h2 id="charts-title" className="text-base font-semibold text-text">
        Gráficos
      </h2>
      <div className="grid gap-3 xl:grid-cols-2">
        <ChartCard
          id="instalments"
          value={series.instalments}
          height={fixedHeight}
          render={(data) => <InstalmentChart data={data} showSac={showSac} />}
        />
        <ChartCard
          id="cumulative"
          value={series.cumulativePaid}
          height={fixedHeight}
          render={(data) => <CumulativeChart data={data} showSac={showSac} />}
        />
        <ChartCard
          id="wealth"
          value={bars}
          className="xl:col-span-2"
          height={(data) => wealthChartHeight(data.length)}
          note={endsNote}
          render={(data) => <WealthChart bars={data} />}
        />
      </div>
    </section>
  );
});
