"use client";

import { FilePlus2, RotateCcw } from "lucide-react";
import { useState } from "react";
import { IntentLink } from "~/components/intent-link";
import { Alert } from "~/components/ui/alert";
import { PageContainer, PageHeader } from "~/components/page";
import { Button, buttonClasses } from "~/components/ui/button";
import type { SimulatorKind } from "../current-simulation";
import { IMOVEL_GROUPS, IMOVEL_SCENARIOS, VEICULO_GROUPS, VEICULO_SCENARIOS } from "../fields";
import { refuseInvalidParameters } from "./invalid-field";
import { ParametersPanel } from "./parameters-panel";
import { SimulatorForm } from "./simulator-form";
import { SimulatorResults } from "./simulator-results";
import { useSimulator } from "./use-simulator";

const SCREENS = {
  imovel: {
    eyebrow: "Simulador imobiliário",
    title: "Consórcio × financiamento",
    description: "Compare o consórcio com o financiamento PRICE e SAC. Os resultados mudam enquanto você digita.",
    groups: IMOVEL_GROUPS,
    scenarios: IMOVEL_SCENARIOS,
  },
  veiculo: {
    eyebrow: "Simulador de veículos",
    title: "Consórcio × financiamento",
    description: "Compare o consórcio com o financiamento PRICE (CDC). Os resultados mudam enquanto você digita.",
    groups: VEICULO_GROUPS,
    scenarios: VEICULO_SCENARIOS,
  },
} as const;

/** A simulator page: parameters on the left (above on a phone), live results beside them. */
export function SimulatorScreen({ kind }: { kind: SimulatorKind }) {
  const screen = SCREENS[kind];
  const { store, defaults, resetToDefaults } = useSimulator(kind);
  // Set when "Gerar proposta" was refused because a field is invalid; cleared on the next valid try.
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <PageContainer>
      <PageHeader
        eyebrow={screen.eyebrow}
        title={screen.title}
        description={screen.description}
        className="mb-6"
        actions={
          <>
            <Button variant="outline" onClick={resetToDefaults}>
              <RotateCcw className="size-4" aria-hidden /> Restaurar padrões
            </Button>
            {/* The generator reads this tab's current simulation, which every valid edit here saves. */}
            <IntentLink
              href={`/propostas/generate?kind=${kind}&from=simulator`}
              className={buttonClasses()}
              onClick={(event) => {
                const problem = refuseInvalidParameters(store);
                setRefused(problem);
                if (problem) event.preventDefault();
              }}
            >
              <FilePlus2 className="size-4" aria-hidden /> Gerar proposta
            </IntentLink>
          </>
        }
      />
      {refused && (
        <Alert tone="danger" className="mb-4" title="A proposta não foi gerada: corrija o campo destacado.">
          {refused}
        </Alert>
      )}
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
        <ParametersPanel>
          <SimulatorForm
            store={store}
            groups={screen.groups}
            scenarios={screen.scenarios}
            defaults={defaults}
            kind={kind}
          />
        </ParametersPanel>
        <SimulatorResults kind={kind} store={store} />
      </div>
    </PageContainer>
  );
}
