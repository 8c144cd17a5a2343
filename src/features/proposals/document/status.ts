// Proposal and response states, with their pt-BR labels. Pure: used by lists, filters and the API.

/** Where a proposal stands with its client, derived from its link and counters (never stored). */
export const PROPOSAL_STATUSES = ["nao_vista", "vista", "respondida", "revogada"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const PROPOSAL_STATUS_LABEL: Record<ProposalStatus, string> = {
  nao_vista: "Não vista",
  vista: "Vista",
  respondida: "Respondida",
  revogada: "Link revogado",
};

export function proposalStatus(p: {
  revokedAt: Date | null;
  viewCount: number;
  responseCount: number;
}): ProposalStatus {
  if (p.revokedAt) return "revogada";
  if (p.responseCount > 0) return "respondida";
  if (p.viewCount > 0) return "vista";
  return "nao_vista";
}

/** The Prisma filter for each status: the same rule as proposalStatus, as a WHERE clause. */
export function proposalStatusWhere(status: ProposalStatus) {
  switch (status) {
    case "revogada":
      return { revokedAt: { not: null } };
    case "respondida":
      return { revokedAt: null, responseCount: { gt: 0 } };
    case "vista":
      return { revokedAt: null, responseCount: 0, viewCount: { gt: 0 } };
    case "nao_vista":
      return { revokedAt: null, responseCount: 0, viewCount: 0 };
  }
}

/** A client response's stage (spec: novo, em contato, fechado, perdido). */
export const RESPONSE_STATUSES = ["novo", "em_contato", "fechado", "perdido"] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

export const RESPONSE_STATUS_LABEL: Record<ResponseStatus, string> = {
  novo: "Novo",
  em_contato: "Em contato",
  fechado: "Fechado",
  perdido: "Perdido",
};
