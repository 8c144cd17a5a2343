import { memo } from "react";
import { formatBRL, formatPercent } from "~/lib/format";
import type { ImovelComparisonData, InvestInstead, RentalIncome, VeiculoComparisonData } from "../../engine";
import type { PathKey } from "../../results-model";
import { annualEquivalentPct } from "../../rates";
import { AssetCard, Figures, PathTable, ScenarioCard } from "./scenario-card";

const pct = (value: number | null) => (value === null ? "—" : formatPercent(value, 0));

function InvestCard({ invest, asset }: { invest: InvestInstead; asset: "imóvel" | "veículo" }) {
  const wins = invest.difference >= 0;
  return (
    <ScenarioCard
      name="investInstead"
      title="Investir em vez de comprar"
      description={`As mesmas parcelas e o lance do consórcio aplicados a ${formatPercent(invest.monthlyRatePct)} a.m. (≈ ${formatPercent(annualEquivalentPct(invest.monthlyRatePct))} a.a.), até o mês ${invest.endMonth}.`}
    >
      <Figures
        items={[
          { label: "Total aplicado", value: formatBRL(invest.contributed) },
          { label: `Saldo no mês ${invest.endMonth}`, value: formatBRL(invest.balanceAtEnd), strong: true },
          { label: `Valor do ${asset} no mês ${invest.endMonth}`, value: formatBRL(invest.propertyValueAtEnd) },
          {
            label: wins ? "Investimento supera o bem em" : "O bem supera o investimento em",
            value: formatBRL(Math.abs(invest.difference)),
          },
        ]}
      />
    </ScenarioCard>
  );
}

function RentalCard({ rental }: { rental: NonNullable<ImovelComparisonData["scenarios"]["rentalIncome"]> }) {
  const columns = (Object.entries(rental) as Array<[PathKey, RentalIncome]>).map(([key, r]) => ({
    key,
    cells: [
      r.months > 0 ? { main: formatBRL(r.firstRent), sub: `no mês ${r.startMonth}` } : { main: "—" },
      { main: formatBRL(r.totalRent), sub: `em ${r.months} meses` },
      { main: pct(r.coveragePct), sub: r.firstCoveragePct === null ? undefined : `${pct(r.firstCoveragePct)} no início` },
      { main: formatBRL(r.investedBalance), sub: `no mês ${r.endMonth}` },
    ],
  }));
  return (
    <ScenarioCard
      name="rentalIncome"
      title="Renda de aluguel"
      description="O imóvel alugado desde que é do cliente; parte de cada aluguel é reinvestida até o fim de cada caminho."
      className="lg:col-span-2"
    >
      <PathTable
        caption="Renda de aluguel por caminho"
        headers={["Primeiro aluguel", "Aluguel recebido", "Cobre da parcela", "Saldo aplicado"]}
        columns={columns}
      />
    </ScenarioCard>
  );
}

function ScenariosGrid({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="scenarios-title" className="space-y-3">
      <h2 id="scenarios-title" className="text-base font-semibold text-text">Cenários</h2>
      <div className="grid gap-3 lg:grid-cols-2">{children}</div>
    </section>
  );
}

/** The imóvel's switched-on scenarios; a switched-off one is null in the comparison and not shown. */
export const ImovelScenarios = memo(function ImovelScenarios({ scenarios }: { scenarios: ImovelComparisonData["scenarios"] }) {
  const { rentWhileWaiting: waiting, appreciation, rentalIncome, investInstead } = scenarios;
  if (!waiting && !appreciation && !rentalIncome && !investInstead) return null;
  return (
    <ScenariosGrid>
      {waiting && (
        <ScenarioCard
          name="rentWhileWaiting"
          title="Aluguel até a contemplação"
          description={`No financiamento o cliente se muda na hora; no consórcio paga aluguel até o mês ${waiting.months}.`}
        >
          <Figures
            items={[
              { label: "Primeiro aluguel", value: formatBRL(waiting.firstRent) },
              { label: `Aluguel no mês ${waiting.months}`, value: formatBRL(waiting.lastRent) },
              { label: "Meses de aluguel", value: String(waiting.months) },
              { label: "Aluguel pago na espera", value: formatBRL(waiting.total), strong: true },
            ]}
          />
        </ScenarioCard>
      )}
      {investInstead && <InvestCard invest={investInstead} asset="imóvel" />}
      {appreciation && (
        <AssetCard
          name="appreciation"
          title="Valorização do imóvel"
          description="O imóvel comprado pelo consórcio na contemplação e pelo financiamento no mês 0, valorizado até o fim de cada caminho."
          assets={appreciation}
        />
      )}
      {rentalIncome && <RentalCard rental={rentalIncome} />}
    </ScenariosGrid>
  );
});

export const VeiculoScenarios = memo(function VeiculoScenarios({ scenarios }: { scenarios: VeiculoComparisonData["scenarios"] }) {
  const { depreciation, investInstead } = scenarios;
  if (!depreciation && !investInstead) return null;
  return (
    <ScenariosGrid>
      {depreciation && (
        <AssetCard
          name="depreciation"
          title="Depreciação"
          description="O veículo recebido na contemplação (consórcio) ou no mês 0 (financiamento), depreciado até o fim de cada caminho."
          assets={depreciation}
        />
      )}
      {investInstead && <InvestCard invest={investInstead} asset="veículo" />}
    </ScenariosGrid>
  );
});
