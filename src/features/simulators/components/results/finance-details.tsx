import { TriangleAlert } from "lucide-react";
import { memo } from "react";
import { cn } from "~/components/ui/cn";
import { formatBRL, formatInteger, formatPercent, formatRate } from "~/lib/format";
import {
  FGTS_CONDITIONS,
  fgtsUse,
  wholeInstalmentsRemoved,
  type ConsorcioPath,
  type FgtsPayoff,
  type FinancingCet,
  type FinancingPathData,
  type Serialised,
} from "../../engine";
import { hasSac, type Comparison, type PathKey } from "../../results-model";
import { DetailBlock, DetailRows } from "./detail-rows";
import { PathName } from "./path-cards";

/*
 * Every cost a client should see. The consórcio's first instalment split into its parts,
 * the bid by where its money comes from, both ways of applying it, its cost stated honestly (no
 * single IRR), and each financing's CET beside its rate, with its parts and the SFH's limits.
 */

const INDEX_LABELS = { INCC: "INCC", IPCA: "IPCA", IGPM: "IGP-M", fixo: "percentual fixo" } as const;

function ConsorcioCosts({ path }: { path: Serialised<ConsorcioPath> }) {
  const details = path.details;
  const cost = path.honestCost;
  if (!details || !cost) return null;
  const { firstInstalment: first, bid, afterBid } = details;
  const removed = wholeInstalmentsRemoved(afterBid.reduzPrazo.instalmentsRemoved);
  const part = (label: string, p: { value: number; pct: number }) => ({
    label,
    value: formatBRL(p.value),
    note: formatPercent(p.pct),
  });
  return (
    <section aria-labelledby="finance-consorcio-title" className="panel" data-testid="finance-consorcio">
      <h3 id="finance-consorcio-title" className="text-sm font-semibold text-text">
        <PathName path="consorcio" />
      </h3>
      <div className="mt-3 grid gap-5 md:grid-cols-2">
        <DetailBlock title="1ª parcela">
          <DetailRows
            testId="instalment-breakdown"
            items={[
              part("Fundo comum", first.fundoComum),
              part("Taxa de administração", first.taxaAdministracao),
              part("Fundo de reserva", first.fundoReserva),
              part("Seguro prestamista", first.seguro),
              { label: "Parcela", value: formatBRL(first.total), strong: true },
            ]}
          />
          <p className="mt-1.5 text-xs text-muted">
            Corrigida todo ano pelo {INDEX_LABELS[details.correctionIndex]}: a parcela e o crédito mudam com o índice.
          </p>
        </DetailBlock>
        <DetailBlock title="Lance">
          <DetailRows
            testId="bid-composition"
            items={[
              { label: "Recursos próprios", value: formatBRL(bid.own) },
              { label: "Lance embutido", value: formatBRL(bid.embutido) },
              ...(bid.fgts > 0 ? [{ label: "FGTS", value: formatBRL(bid.fgts) }] : []),
              {
                label: "Lance total",
                value: formatBRL(bid.total),
                note:
                  bid.base === "creditoTaxas"
                    ? `${formatPercent(bid.pctOfBase)} do crédito + taxas`
                    : `${formatPercent(bid.pctOfCredit)} do crédito`,
                strong: true,
              },
              { label: "Crédito recebido", value: formatBRL(bid.creditInHand), strong: true },
            ]}
          />
          <p className="mt-1.5 text-xs text-muted" data-testid="credit-in-hand">
            Carta de {formatBRL(bid.creditInForce)}; o cliente recebe {formatBRL(bid.creditInHand)} para comprar o bem.
          </p>
        </DetailBlock>
        <DetailBlock title="Depois do lance">
          <DetailRows
            testId="after-bid"
            items={[
              {
                label: "Reduzir a parcela",
                value: formatBRL(afterBid.reduzParcela.instalment),
                note: `até o mês ${formatInteger(afterBid.reduzParcela.lastMonth)}`,
              },
              {
                label: "Reduzir o prazo",
                value: formatBRL(afterBid.reduzPrazo.instalment),
                note: `${formatInteger(removed.whole)} parcelas a menos${removed.smallerLast ? " e a última menor" : ""}`,
              },
            ]}
          />
        </DetailBlock>
        <DetailBlock title="Custo do consórcio">
          <DetailRows
            testId="consorcio-cost"
            items={[
              { label: "Total pago", value: formatBRL(cost.totalPaid) },
              { label: "Carta de crédito", value: formatBRL(cost.creditReceived) },
              {
                label: "Diferença",
                value: formatBRL(cost.difference),
                note: cost.differencePct === null ? undefined : `${formatPercent(cost.differencePct)} da carta`,
                strong: true,
              },
              ...(cost.presentValue
                ? [
                    {
                      label: `A valor presente (${formatRate(cost.rateAnnualPct, "a.a.")})`,
                      value: formatBRL(cost.presentValue.cost),
                    },
                  ]
                : []),
            ]}
          />
          <p className="mt-1.5 text-xs text-muted">
            O consórcio não tem uma taxa única de juros: o cliente paga, recebe a carta e volta a pagar. Por isso
            mostramos o total pago contra a carta de crédito e os dois a valor presente.
          </p>
        </DetailBlock>
      </div>
      {fgtsUse(details) && (
        <div className="mt-4 rounded-lg bg-surface-2/60 p-3 text-sm">
          {details.fgtsPayoff && <FgtsPayoffLine payoff={details.fgtsPayoff} />}
          {details.fgtsInstalments && (
            <p data-testid="fgts-instalments">
              O FGTS paga {formatPercent(details.fgtsInstalments.pct)} de{" "}
              {formatInteger(details.fgtsInstalments.months)} parcelas a partir do mês{" "}
              {formatInteger(details.fgtsInstalments.firstMonth)}: {formatBRL(details.fgtsInstalments.total)}.
            </p>
          )}
          <p className="mt-1 font-medium text-text">Condições para usar o FGTS</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-xs text-muted">
            {FGTS_CONDITIONS.map((c) => (
              <li key={c.key}>{c.label}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function FgtsPayoffLine({ payoff }: { payoff: FgtsPayoff }) {
  return (
    <p data-testid="fgts-payoff">
      FGTS na quitação, no mês {formatInteger(payoff.month)}: {formatBRL(payoff.used)} do FGTS no saldo de{" "}
      {formatBRL(payoff.balanceBefore)}
      {payoff.settled
        ? `: quita o consórcio${payoff.leftover >= 0.005 ? ` (${formatBRL(payoff.leftover)} ficam no FGTS)` : ""}.`
        : `: a parcela passa a ${formatBRL(payoff.after.reduzParcela.instalment)} até o mês ${formatInteger(payoff.after.reduzParcela.lastMonth)}, ou continua ${formatBRL(payoff.after.reduzPrazo.instalment)} e termina no mês ${formatInteger(payoff.after.reduzPrazo.lastMonth)}.`}
    </p>
  );
}

function CetLine({ cet, path }: { cet: FinancingCet; path: PathKey }) {
  return (
    <p className="text-sm text-text" data-testid={`cet-${path}`}>
      Juros {formatRate(cet.nominalAnnualPct, "a.a.")} ·{" "}
      <strong className="font-semibold">CET {formatRate(cet.cetAnnualPct, "a.a.")}</strong>
    </p>
  );
}

function FinancingCosts({ path, name }: { path: FinancingPathData; name: "price" | "sac" }) {
  const cet = path.cet;
  const warnings = path.warnings ?? [];
  return (
    <section aria-labelledby={`finance-${name}-title`} className="panel" data-testid={`finance-${name}`}>
      <h3 id={`finance-${name}-title`} className="text-sm font-semibold text-text">
        <PathName path={name} />
      </h3>
      {cet ? (
        <div className="mt-2 space-y-2">
          <CetLine cet={cet} path={name} />
          <DetailRows
            items={[
              ...(
                [
                  ["Juros", cet.parts.interest],
                  ["Correção pela TR", cet.parts.trCorrection],
                  [path.costs?.dfi ? "Seguro MIP" : "Seguro", cet.parts.mip],
                  ["Seguro DFI", cet.parts.dfi],
                  ["Tarifas mensais", cet.parts.adminFees],
                  ["Tarifas iniciais", cet.parts.upfrontFees],
                ] as const
              )
                // Only the parts this financing has (interest always).
                .filter(([label, p]) => label === "Juros" || p.value > 0)
                .map(([label, p]) => ({ label, value: formatBRL(p.value), note: formatPercent(p.pct) })),
              { label: "Custo total", value: formatBRL(cet.totalCost), strong: true },
            ]}
          />
          <p className="text-xs text-muted">
            CET pela fórmula da Resolução CMN 3.517: parcelas a cada 30 dias, ano de 365 dias.
          </p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted">Sem valor financiado: não há CET a calcular.</p>
      )}
      {warnings.length > 0 && (
        <ul className="mt-3 space-y-1.5" data-testid={`sfh-warnings-${name}`}>
          {warnings.map((w) => (
            <li key={w} className="flex items-start gap-2 text-xs text-text">
              <TriangleAlert className="mt-0.5 size-3.5 shrink-0 text-warning" aria-hidden />
              {w}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Custos detalhados": placed under the comparison table on both simulators. */
export const FinanceDetails = memo(function FinanceDetails({ comparison }: { comparison: Comparison }) {
  return (
    <section aria-labelledby="finance-details-title" className="space-y-3">
      <div>
        <h2 id="finance-details-title" className="text-base font-semibold text-text">
          Custos detalhados
        </h2>
        <p className="text-xs text-muted">Tudo o que o cliente paga em cada caminho, com as fontes das regras.</p>
      </div>
      <ConsorcioCosts path={comparison.consorcio} />
      <div className={cn("grid gap-3", hasSac(comparison) && "lg:grid-cols-2")}>
        <FinancingCosts path={comparison.price} name="price" />
        {hasSac(comparison) && <FinancingCosts path={comparison.sac} name="sac" />}
      </div>
    </section>
  );
});
