import "server-only";
import { simulateInputSchema } from "~/features/simulators";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { getProposal } from "./data";
import { exploreBounds, exploreVariantSchema } from "../document/explore-bounds";
import { applyVariant, boundsMessage } from "../document/explore";
import { updateProposal } from "./mutations";
import { proposalDraftSchema } from "../document/schema";
import { proposalScope, type Viewer } from "./viewer";

const NOT_FOUND = "Resposta não encontrada.";

/**
 * "Criar versão com esta opção": the client's chosen variant (an answer of the proposal) becomes the
 * proposal's next version — the latest version's inputs with the bid and term the client picked.
 * Another account's (or another seller's) answer is NOT_FOUND; a choice outside the proposal's current
 * limits is refused (VALIDATION, pt-BR).
 */
export async function versionFromAnswer(db: Db, viewer: Viewer, responseId: string) {
  const answer = await db.proposalResponse.findFirst({
    where: { id: responseId, accountId: viewer.account.id, proposal: proposalScope(viewer) },
    select: { proposalId: true, variant: true },
  });
  if (!answer) throw new AppError("NOT_FOUND", NOT_FOUND);
  const variant = exploreVariantSchema.safeParse(answer.variant);
  if (!variant.success) throw new AppError("VALIDATION", "Esta resposta não traz uma opção de lance.");
  const proposal = await getProposal(db, viewer, answer.proposalId);
  const { inputs } = proposal.snapshot;
  const simulation = simulateInputSchema.parse({ kind: inputs.kind, params: inputs.params });
  // The answer may be older than the proposal's current limits (the seller narrowed them since, or
  // the page was open before): it becomes a version only within the limits in force now.
  const outside = boundsMessage(variant.data, exploreBounds(simulation.kind, simulation.params, inputs.explore));
  if (outside)
    throw new AppError(
      "VALIDATION",
      `Esta opção do cliente está fora dos limites atuais da proposta. ${outside} Ajuste os limites ou crie a versão no gerador.`,
    );
  const draft = proposalDraftSchema.parse({
    client: inputs.client,
    clientId: proposal.clientId,
    group: inputs.group,
    sections: inputs.sections,
    explore: inputs.explore ?? null,
    simulation: { kind: simulation.kind, params: applyVariant(simulation.params, variant.data) },
  });
  return updateProposal(db, viewer, proposal.id, draft);
}
