// Integration-test fixtures for proposals: a valid draft and a saved proposal through the feature code.
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS } from "~/features/simulators/engine";
import type { ProposalDraftInput } from "~/features/proposals/document/schema";

export function imovelDraft(overrides: Partial<ProposalDraftInput> = {}): ProposalDraftInput {
  return {
    client: { name: "Ana Cliente", phone: "(11) 98765-4321", email: "ana@example.com", document: "529.982.247-25" },
    simulation: { kind: "imovel", params: structuredClone({ ...IMOVEL_DEFAULT_PARAMS }) },
    ...overrides,
  };
}

export function veiculoDraft(overrides: Partial<ProposalDraftInput> = {}): ProposalDraftInput {
  return {
    client: { name: "Bruno Motorista" },
    simulation: { kind: "veiculo", params: structuredClone({ ...VEICULO_DEFAULT_PARAMS }) },
    ...overrides,
  };
}
