import { formatBRL, formatMonths, formatPercent } from "~/lib/format";
import type { AssetValue, ImovelComparisonData, InvestInstead, RentalIncome, VeiculoComparisonData } from "./engine";
import { IMOVEL_SCENARIOS } from "./fields";
import { annualEquivalentPct } from "./rates";
import type { PathKey } from "./results-model";

/*
 * The switched-on scenarios as plain blocks of labelled figures: the simulator, the public page and
 * the PDF draw the same blocks, so a section shown on the page is never missing from the PDF.
 */

/** A figure and, under it, its month or its share (kept apart so neither wraps mid-phrase). */
export interface PathCell {
  main: string;
  sub?: string;
}

export interface PathColumn {
  key: PathKey;
  cells: readonly PathCell[];
}

export interface ScenarioFigure {
  label: string;
  value: string;
  strong?: boolean;
}

export interface ScenarioBlock {
  name: string;
  title: string;
  description: string;
  /** Figures of the consórcio alone, or a table of figures per path. */
  figures?: readonly ScenarioFigure[];
  table?: { caption: string; headers: readonly string[]; columns: readonly PathColumn[] };
  wide?: boolean;
}

// Rows per path in the app's order (the engine's objects list them in another).
const PATH_ORDER: readonly PathKey[] = ["consorcio", "price", "sac"];
function byPath<T>(record: Partial<Record<PathKey, T>>): Array<[PathKey, T]> {
  return PATH_ORDER.flatMap<[PathKey, T]>((key) => {
    const value = record[key];
    return value === undefined ? [] : [[key, value]];
  });
}

const pct = (value: number | null) => (value === null ? "—" : formatPercent(value, 0));
const signed = (value: number, text: string) => `${value >= 0 ? "+" : "−"}${text}`;

function investBlock(invest: InvestInstead, asset: "imóvel" | "veículo"): ScenarioBlock {
  const wins = invest.difference >= 0;
  return {
    name: "investInstead",
    title: "Investir em vez de comprar",
    description: `As mesmas parcelas e o lance do consórcio aplicados a ${formatPercent(invest.monthlyRatePct)}\u00a0a.m. (≈ ${formatPercent(annualEquivalentPct(invest.monthlyRatePct))}\u00a0a.a.), até o mês ${invest.endMonth}.`,
    figures: [
      { label: "Total aplicado", value: formatBRL(invest.contributed) },
      { label: `Saldo no mês ${invest.endMonth}`, value: formatBRL(invest.balanceAtEnd), strong: true },
      { label: `Valor do ${asset} no mês ${invest.endMonth}`, value: formatBRL(invest.propertyValueAtEnd) },
      {
        label: wins ? "Investimento supera o bem em" : "O bem supera o investimento em",
        value: formatBRL(Math.abs(invest.difference)),
      },
    ],
  };
}

function assetBlock(
  name: string,
  title: string,
  description: string,
  assets: Partial<Record<PathKey, AssetValue>>,
): ScenarioBlock {
  const columns = byPath(assets).map(([key, a]) => ({
    key,
    cells: [
      { main: formatBRL(a.purchaseValue), sub: `no mês ${a.purchaseMonth}` },
      { main: formatBRL(a.valueAtEnd), sub: `no mês ${a.endMonth}` },
      {
        main: signed(a.change, formatBRL(Math.abs(a.change))),
        sub: signed(a.change, formatPercent(Math.abs(a.change / a.purchaseValue) * 100, 1)),
      },
    ],
  }));
  return {
    name,
    title,
    description,
    wide: true,
    table: { caption: `${title} por caminho`, headers: ["Compra", "Valor ao final", "Variação"], columns },
  };
}

/**
 * "Quanto das parcelas o aluguel paga", in plain words: the share over the rented months, and under it
 * the first month said as a whole ("o 1º aluguel paga a parcela inteira e sobra") rather than "189 %".
 */
function coverageCell(r: Pick<RentalIncome, "coveragePct" | "firstCoveragePct">): PathCell {
  if (r.coveragePct === null) return { main: "—", sub: "sem parcela a pagar" };
  const first = r.firstCoveragePct;
  const sub =
    first === null
      ? undefined
      : first > 100.5
        ? "o 1º aluguel paga a parcela inteira e sobra"
        : first >= 99.5
          ? "o 1º aluguel paga a parcela inteira"
          : `o 1º aluguel paga ${pct(first)} da parcela`;
  return { main: `${pct(r.coveragePct)} das parcelas`, sub };
}

function rentalBlock(rental: NonNullable<ImovelComparisonData["scenarios"]["rentalIncome"]>): ScenarioBlock {
  const columns = byPath<RentalIncome>(rental).map(([key, r]) => ({
    key,
    cells: [
      r.months > 0 ? { main: formatBRL(r.firstRent), sub: `no mês ${r.startMonth}` } : { main: "—" },
      { main: formatBRL(r.totalRent), sub: `em ${formatMonths(r.months)}` },
      coverageCell(r),
      { main: formatBRL(r.investedBalance), sub: `no mês ${r.endMonth}` },
    ],
  }));
  return {
    name: "rentalIncome",
    title: "Renda de aluguel",
    description:
      "O imóvel alugado desde que é do cliente; parte de cada aluguel é reinvestida até o fim de cada caminho.",
    wide: true,
    table: {
      caption: "Renda de aluguel por caminho",
      headers: ["Primeiro aluguel", "Aluguel recebido", "Pago pelo aluguel", "Saldo aplicado"],
      columns,
    },
  };
}

/**
 * The imóvel's switched-on scenarios in the order of the simulator's switches (IMOVEL_SCENARIOS), so the
 * app, the public page and the PDF list them alike; a switched-off one is null and left out. Each takes
 * the whole width, so the order on screen is the order here (no card fills a hole out of turn).
 */
export function imovelScenarioBlocks(scenarios: ImovelComparisonData["scenarios"]): ScenarioBlock[] {
  const { rentWhileWaiting: waiting, appreciation, rentalIncome, investInstead } = scenarios;
  const built: Partial<Record<(typeof IMOVEL_SCENARIOS)[number]["name"], ScenarioBlock>> = {
    rentWhileWaiting: waiting
      ? {
          name: "rentWhileWaiting",
          title: "Aluguel até a contemplação",
          description: `No financiamento o cliente se muda na hora; no consórcio paga aluguel até o mês ${waiting.months}.`,
          wide: true,
          figures: [
            { label: "Primeiro aluguel", value: formatBRL(waiting.firstRent) },
            { label: `Aluguel no mês ${waiting.months}`, value: formatBRL(waiting.lastRent) },
            { label: "Meses de aluguel", value: String(waiting.months) },
            { label: "Aluguel pago na espera", value: formatBRL(waiting.total), strong: true },
          ],
        }
      : undefined,
    appreciation: appreciation
      ? assetBlock(
          "appreciation",
          "Valorização do imóvel",
          "O imóvel comprado pelo consórcio na contemplação e pelo financiamento no mês 0, valorizado até o fim de cada caminho.",
          appreciation,
        )
      : undefined,
    rentalIncome: rentalIncome ? rentalBlock(rentalIncome) : undefined,
    investInstead: investInstead ? { ...investBlock(investInstead, "imóvel"), wide: true } : undefined,
  };
  return IMOVEL_SCENARIOS.flatMap((scenario) => built[scenario.name] ?? []);
}

export function veiculoScenarioBlocks(scenarios: VeiculoComparisonData["scenarios"]): ScenarioBlock[] {
  const { depreciation, investInstead } = scenarios;
  const blocks: ScenarioBlock[] = [];
  if (depreciation) {
    blocks.push(
      assetBlock(
        "depreciation",
        "Depreciação",
        "O veículo recebido na contemplação (consórcio) ou no mês 0 (financiamento), depreciado até o fim de cada caminho.",
        depreciation,
      ),
    );
  }
  if (investInstead) blocks.push(investBlock(investInstead, "veículo"));
  return blocks;
}

export function scenarioBlocks(comparison: ImovelComparisonData | VeiculoComparisonData): ScenarioBlock[] {
  return "sac" in comparison ? imovelScenarioBlocks(comparison.scenarios) : veiculoScenarioBlocks(comparison.scenarios);
}
