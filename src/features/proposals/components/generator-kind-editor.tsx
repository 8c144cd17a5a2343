"use client";

import { CheckCircle2, Save } from "lucide-react";
import { canonicalJson } from "~/lib/canonical-json";
import { Button } from "~/components/ui/button";
import {
  type ParamsOf,
  type SimulatorKind,
  IMOVEL_GROUPS,
  IMOVEL_SCENARIOS,
  VEICULO_GROUPS,
  VEICULO_SCENARIOS,
} from "~/features/simulators";
import {
  LiveHeadline,
  refuseInvalidParameters,
  SimulatorForm,
  SimulatorResults,
  useFormSelector,
} from "~/features/simulators/components";
import { saveButtonState } from "./generator-decisions";
import { useProposalSimulation, type ParamsSource } from "./use-proposal-simulation";

/** The parameters, the live result and the save button of one simulator kind. */
export function KindEditor<K extends SimulatorKind>({
  kind,
  source,
  saved,
  onSave,
  pending,
  formSignature,
  savedSignature,
}: {
  kind: K;
  source: ParamsSource;
  saved: Record<string, unknown> | null;
  /**
   * The valid parameters, or null and the pt-BR sentence of the invalid field (focused already); and
   * what the whole form is at this save (to tell when it changes after).
   */
  onSave: (params: ParamsOf<K> | null, problem: string | undefined, signature: string) => void;
  pending: boolean;
  /** The form outside the parameters, and what the form was at the last save (null: not saved). */
  formSignature: string;
  savedSignature: string | null;
}) {
  const { store, defaults, fromSimulator } = useProposalSimulation(kind, source, saved);
  const signature = `${formSignature}|${useFormSelector(store, (s) => canonicalJson(s.draft))}`;
  const imovel = kind === "imovel";
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
        <aside
          aria-label="Parâmetros"
          className="space-y-2 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-10rem)] lg:overflow-y-auto lg:overscroll-contain lg:rounded-xl"
        >
          {fromSimulator && (
            <p className="text-xs text-muted" data-testid="from-simulator">
              Parâmetros trazidos do simulador.
            </p>
          )}
          <SimulatorForm
            store={store}
            groups={imovel ? IMOVEL_GROUPS : VEICULO_GROUPS}
            scenarios={imovel ? IMOVEL_SCENARIOS : VEICULO_SCENARIOS}
            defaults={defaults}
            kind={kind}
          />
        </aside>
        <SimulatorResults kind={kind} store={store} foldDetails />
      </div>
      {/* Above the help bar (globals.css .sticky-action), with the result beside the button. */}
      <div
        className="sticky-action z-20 mt-6 flex items-center justify-between gap-3 rounded-xl border border-border bg-surface/95 py-2 pl-3 pr-2 shadow-lg backdrop-blur"
        data-testid="save-bar"
      >
        <LiveHeadline kind={kind} store={store} />
        <GeneratorSaveButton
          pending={pending}
          state={saveButtonState(savedSignature, signature)}
          onClick={() => {
            const problem = refuseInvalidParameters(store);
            onSave(problem ? null : store.getSnapshot().valid, problem ?? undefined, signature);
          }}
        />
      </div>
    </>
  );
}

/** "Salvar proposta", or "Salva" (disabled) while the form is as it was saved; busy while saving. */
export function GeneratorSaveButton({
  pending,
  state,
  onClick,
}: {
  pending: boolean;
  state: ReturnType<typeof saveButtonState>;
  onClick: () => void;
}) {
  return (
    <Button
      size="lg"
      loading={pending}
      disabled={state.saved}
      onClick={onClick}
      className="shrink-0"
      data-testid="save-proposal"
    >
      {state.saved ? <CheckCircle2 className="size-4" aria-hidden /> : <Save className="size-4" aria-hidden />}{" "}
      {state.label}
    </Button>
  );
}
