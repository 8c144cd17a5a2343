"use client";

import { ArrowRight, Info } from "lucide-react";
import Link from "next/link";
import { useEffect, useMemo, useState } from "react";
import { PageContainer, PageHeader } from "~/components/page";
import { SegmentedControl } from "~/components/ui/segmented-control";
import { formatBRL, formatMonths, formatPercent, formatRate } from "~/lib/format";
import type { SimulatorKind } from "../current-simulation";
import { modalityBids, type ImovelParams, type VeiculoParams } from "../engine";
import { ModalityCards } from "./modality-card";
import { useSimulatorDefaults } from "./use-simulator-defaults";

const KIND_OPTIONS = [
  { value: "imovel", label: "Imóvel" },
  { value: "veiculo", label: "Veículo" },
] as const;

const SIMULATOR_PATH: Record<SimulatorKind, string> = {
  imovel: "/consorcio-financiamento",
  veiculo: "/consorcio-veic-financiamento",
};

type Stored = { imovel: ImovelParams | null; veiculo: VeiculoParams | null };

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="tabular mt-0.5 text-sm font-semibold text-text">{value}</dd>
    </div>
  );
}

/** /modalities: the six bid modalities with the seller's texts, in R$ for the tab's current simulation. */
export function ModalitiesScreen() {
  const settings = useSimulatorDefaults();
  const [kind, setKind] = useState<SimulatorKind>("imovel");
  // sessionStorage exists only in the browser: read after mount, so the server render matches.
  const [stored, setStored] = useState<Stored>({ imovel: null, veiculo: null });
  useEffect(() => {
    let live = true;
    // What is stored is validated again with the simulators' zod schemas: loaded here, after the
    // page, so /modalities does not ship zod in its first load.
    void import("../current-simulation").then(({ readCurrentSimulation, readLastSimulatorKind }) => {
      if (!live) return;
      setStored({ imovel: readCurrentSimulation("imovel"), veiculo: readCurrentSimulation("veiculo") });
      setKind(readLastSimulatorKind() ?? "imovel");
    });
    return () => {
      live = false;
    };
  }, []);

  const current = stored[kind];
  const params = current ?? settings[kind];
  const bids = useMemo(() => modalityBids(params, settings.modalities), [params, settings.modalities]);

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Lances"
        title="Modalidades"
        description="As seis modalidades de contemplação com os seus textos, e quanto cada lance representa para o seu cliente."
        className="mb-6"
      />

      <section
        aria-label="Simulação atual"
        className="mb-6 rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SegmentedControl
            name="kind"
            label="Simulador"
            options={KIND_OPTIONS}
            value={kind}
            onChange={setKind}
            className="w-full sm:w-64"
          />
          <Link
            href={SIMULATOR_PATH[kind]}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
          >
            Ajustar no simulador <ArrowRight className="size-3.5" aria-hidden />
          </Link>
        </div>
        <p className="mt-3 flex items-start gap-1.5 text-xs text-muted" data-testid="simulation-source">
          <Info className="mt-px size-3.5 shrink-0" aria-hidden />
          {current
            ? "Valores da sua última simulação nesta aba."
            : `Nenhuma simulação de ${kind === "imovel" ? "imóvel" : "veículo"} nesta aba ainda: usando os padrões das suas configurações.`}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
          <Fact label="Crédito" value={formatBRL(params.value)} />
          <Fact label="Prazo do grupo" value={formatMonths(params.prazo)} />
          <Fact label="Taxa de administração" value={formatPercent(params.ta)} />
          <Fact label="Correção anual" value={`${formatRate(params.correction, "a.a.")}`} />
          <Fact label="Contemplação" value={`mês ${params.prazoAc}`} />
        </dl>
      </section>

      <div className="grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3">
        <ModalityCards bids={bids} bidMode={params.bidMode} />
      </div>
      <p className="mt-6 text-xs leading-5 text-muted">
        Projeção, não é contrato. A contemplação depende de sorteio ou lance e nunca é garantida; os percentuais e as
        regras de cada modalidade dependem do grupo.
      </p>
    </PageContainer>
  );
}
