// What the proposal generator shows, as plain functions of the proposal being edited (if any) and
// of the form (generator-state.ts holds the data, generator-view.tsx draws; the tests read these).
import type { SimulatorKind } from "~/features/simulators";
import type { ProposalDetail } from "../document/schema";
import { EMPTY_CLIENT, type ClientDraft } from "./client-fields";

/** The client fields an edit starts from (a new proposal: empty). */
export function clientOf(p: ProposalDetail | undefined): ClientDraft {
  if (!p) return EMPTY_CLIENT;
  const c = p.snapshot.inputs.client;
  return { name: c.name, phone: c.phone ?? "", email: c.email ?? "", document: c.document ?? "" };
}

/** The Grupo field an edit starts from: "" for a proposal about every group. */
export function initialGroup(p: ProposalDetail | undefined): string {
  const group = p?.snapshot.inputs.group;
  return group === undefined || group === "all" ? "" : group;
}

/**
 * The stored parameters an edit of this kind starts from (laid over the defaults by the form: see
 * use-proposal-simulation.ts); null for a new proposal or another kind.
 */
export function savedParamsOf(p: ProposalDetail | undefined, kind: SimulatorKind): Record<string, unknown> | null {
  return p?.kind === kind ? p.snapshot.inputs.params : null;
}

/** The page's heading: a new proposal, or a new version of the client's. */
export function generatorHeading(editing: Pick<ProposalDetail, "clientName"> | undefined): {
  title: string;
  description: string;
} {
  return editing
    ? {
        title: `Editar proposta de ${editing.clientName}`,
        description: "Salvar cria uma nova versão; o link do cliente passa a mostrar a mais recente.",
      }
    : {
        title: "Gerar proposta",
        description: "Preencha o cliente, ajuste os parâmetros e salve. O cliente recebe um link com a sua marca.",
      };
}

/** The toast after a save. */
export function savedMessage(editing: boolean, version: number): string {
  return editing ? `Nova versão (${version}) salva. O link mostra esta versão.` : "Proposta salva.";
}

/** Why nothing was sent when a parameter is invalid (the field is focused already). */
export function paramsProblemMessage(problem: string | undefined): string {
  return `A proposta não foi salva. Corrija o parâmetro destacado — ${problem ?? "valor inválido"}`;
}

/**
 * The save button: saved and unchanged since (the form's signature is the one of the last save),
 * it says "Salva" and sends nothing again until the form changes.
 */
export function saveButtonState(
  savedSignature: string | null,
  signature: string,
): { saved: boolean; label: "Salva" | "Salvar proposta" } {
  const saved = savedSignature === signature;
  return { saved, label: saved ? "Salva" : "Salvar proposta" };
}

/** The simulation's heading under the form: "Simulação imobiliária" or "Simulação de veículo". */
export function simulationHeading(kind: SimulatorKind): string {
  return `Simulação ${kind === "imovel" ? "imobiliária" : "de veículo"}`;
}
