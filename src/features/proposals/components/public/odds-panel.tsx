import { CONTEMPLATION_ASSUMPTIONS, oddsByMonth, SHORT_HISTORY, simplify, SIMPLIFY_UNITS, type OddsPoint } from "~/features/simulators";
import { formatPercentShort } from "~/lib/format";
import type { ExploreHistory, ExploreOdds } from "../../document/explore";
import { NO_GUARANTEE, ODDS_CAP, oddsBand, oddsHeadline, oddsPct, recordedBidsText, shortHistoryText } from "../../document/odds-text";
import { drawFromBcbText } from "../../document/bcb-draw";

/*
 * The contemplation odds beside the client's bid: the curve with its 80 % band and the month with
 * 50 % of chance, a short table, the recorded lowest winning bids' range and how many this bid
 * reaches, and always "Não há garantia de data de contemplação", the history's source and date and
 * how many assemblies it has. No chance prints above "mais de 95 %" (odds-text). Presentational only
 * (no engine): the island recomputes the figures.
 */

const TABLE_MONTHS = [6, 12, 24, 36, 60];

const W = 320;
const H = 170;
const PLOT = { left: 44, right: W - 8, top: 8, bottom: H - 24 };
const dayText = (day: string) => day.split("-").reverse().join("/");

/** A polyline through the points, with only the points the drawing needs (the chart model's simplify, features/simulators). */
function polyline(points: Array<[number, number]>): string {
  return simplify(points, SIMPLIFY_UNITS).map(([px, py], i) => `${i ? "L" : "M"}${Math.round(px)},${Math.round(py)}`).join("");
}

function curve(points: Array<{ month: number; value: number }>, last: number) {
  const x = (m: number) => PLOT.left + ((m - 1) / Math.max(1, last - 1)) * (PLOT.right - PLOT.left);
  const y = (v: number) => PLOT.bottom - v * (PLOT.bottom - PLOT.top);
  return { x, y, d: polyline(points.map((p): [number, number] => [x(p.month), y(p.value)])) };
}

/** A sentence whose percentages ("44,0 %") never break between the number and "%" on a phone. */
function KeepPct({ text }: { text: string }) {
  return text.split(/(\d[\d.,]*[\u00a0 ]%)/).map((part, i) => (i % 2 ? <span key={i} className="whitespace-nowrap">{part}</span> : part));
}

function OddsChart({ odds, perMonth }: { odds: Extract<ExploreOdds, { state: "ok" }>; perMonth: OddsPoint[] }) {
  const last = perMonth.length;
  const line = curve(perMonth.map((p) => ({ month: p.month, value: p.probability })), last);
  const high = curve(perMonth.map((p) => ({ month: p.month, value: p.high })), last);
  const lowBack = polyline([...perMonth].reverse().map((p): [number, number] => [line.x(p.month), line.y(p.low)])).replace(/^M/, "L");
  const median = odds.medianMonth;
  const lastChance = `Até o mês ${last}: ${oddsPct(perMonth[last - 1]?.probability ?? 0)}.`;
  const summary = median === null ? lastChance : `${oddsHeadline(odds.perAssembly.probability, median, last)} ${lastChance}`;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={`Chance de contemplação mês a mês, com a faixa de incerteza. ${summary}`} data-testid="odds-curve" data-median={median ?? ""}>
      {/* The top gridline is the cap, 95 %: the plot runs to 100 % but never labels it. */}
      {[0, 0.5, ODDS_CAP].map((v) => (
        <g key={v}>
          <line x1={PLOT.left} x2={PLOT.right} y1={line.y(v)} y2={line.y(v)} stroke="var(--border)" strokeWidth={1} strokeDasharray={v === ODDS_CAP ? "2 3" : undefined} />
          <text x={PLOT.left - 4} y={line.y(v) + 4} textAnchor="end" fontSize={11} fill="var(--muted)">{formatPercentShort(Math.round(v * 100))}</text>
        </g>
      ))}
      <path d={`${high.d}${lowBack}Z`} fill="var(--brand-curve)" opacity={0.18} data-testid="odds-band" />
      <path d={line.d} fill="none" stroke="var(--brand-curve)" strokeWidth={2} />
      {median !== null && (
        <g>
          <line x1={line.x(median)} x2={line.x(median)} y1={PLOT.top} y2={PLOT.bottom} stroke="var(--text)" strokeDasharray="3 3" strokeWidth={1} />
          <text x={Math.min(line.x(median) + 4, PLOT.right - 60)} y={PLOT.top + 10} fontSize={11} fill="var(--text)">mês {median}</text>
        </g>
      )}
      <text x={PLOT.left} y={H - 6} fontSize={11} fill="var(--muted)">mês 1</text>
      <text x={PLOT.right} y={H - 6} textAnchor="end" fontSize={11} fill="var(--muted)">mês {last}</text>
    </svg>
  );
}

export function OddsPanel({ odds, history }: { odds: ExploreOdds; history: ExploreHistory | null }) {
  if (odds.state === "none" || !history) return null;
  const perMonth = odds.state === "ok" ? oddsByMonth(odds.perAssembly, odds.months) : [];
  const source = /^https?:\/\//.test(history.source)
    ? <a href={history.source} target="_blank" rel="noopener noreferrer" className="underline">{history.source}</a>
    : history.source;
  return (
    <div className="space-y-3" data-testid="odds-panel">
      <h3 className="text-base font-semibold text-text">Chance de contemplação com este lance</h3>
      {odds.state === "refused" ? (
        <p className="text-sm text-muted" data-testid="odds-refused">
          O histórico deste grupo tem {odds.assemblies} assembleia(s); são necessárias pelo menos {odds.minimum} para estimar as chances.
        </p>
      ) : (
        <>
          <p className="text-sm font-medium text-text" aria-live="polite" data-testid="odds-median">
            {oddsHeadline(odds.perAssembly.probability, odds.medianMonth, perMonth.length)}
          </p>
          <p className="text-sm text-text" data-testid="odds-recorded">
            <KeepPct text={recordedBidsText(odds.recorded)} />
            {odds.assemblies < SHORT_HISTORY && <> <span className="text-muted" data-testid="odds-short">{shortHistoryText(odds.assemblies, SHORT_HISTORY)}</span></>}
          </p>
          <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <OddsChart odds={odds} perMonth={perMonth} />
          <table className="w-full text-sm tabular [&_tr>*:not(:last-child)]:pr-2" data-testid="odds-table">
            <caption className="sr-only">Chance de contemplação até cada mês, com a faixa de incerteza de 80&nbsp;%</caption>
            <thead className="text-left text-xs text-muted">
              <tr><th className="font-medium">Até o mês</th><th className="font-medium">Chance</th><th className="font-medium">Faixa (80&nbsp;%)</th></tr>
            </thead>
            <tbody>
              {TABLE_MONTHS.filter((m) => m <= perMonth.length).map((m) => {
                const row = perMonth[m - 1];
                return row && <tr key={m}><td>{m}</td><td>{oddsPct(row.probability)}</td><td>{oddsBand(row.low, row.high)}</td></tr>;
              })}
            </tbody>
          </table>
          </div>
        </>
      )}
      <p className="text-sm font-semibold text-text">{NO_GUARANTEE}</p>
      <p className="text-xs leading-5 text-muted" data-testid="odds-source">
        {odds.state === "ok" && <>{CONTEMPLATION_ASSUMPTIONS} </>}
        Fonte: {source}, lido em {dayText(history.readOn)}; {history.assemblies.length} assembleia(s) usada(s).
      </p>
      {history.draw && <p className="text-xs leading-5 text-muted" data-testid="odds-bcb-draw">{drawFromBcbText(history.draw)}</p>}
    </div>
  );
}
