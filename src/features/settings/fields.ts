import { COMPANY_NAME_MAX } from "~/features/accounts";
import { DEFAULT_SECTIONS } from "./sections";
import type { ModalityKey } from "~/features/simulators";

// The settings form's field names and lengths, which the editor shows as well as the schema
// enforces. Kept apart from schema.ts so the editor's first load carries no zod (its resolver loads
// the schema lazily).

/** Modality key → the suffix of its settings fields (modalidadesPorcentFidelidade1, …). */
export const MODALITY_FIELD_SUFFIX = {
  sorteio: "Sorteio",
  fixo: "Fixo",
  fidelidade1: "Fidelidade1",
  fidelidade2: "Fidelidade2",
  fidelidade3: "Fidelidade3",
  especial50: "Especial50",
} as const satisfies Record<ModalityKey, string>;

type Suffix = (typeof MODALITY_FIELD_SUFFIX)[ModalityKey];
export type ModalityFields = { [S in Suffix as `modalidadesPorcent${S}`]: number } & {
  [S in Suffix as `modalidadesTitle${S}`]: string;
} & { [S in Suffix as `modalidadesDescription${S}`]: string };

/** Where the seller read the modality percents (free text) and when ("dd/mm/aaaa"); null when not told. */
export type ModalitySourceFields = { modalidadesFonte: string | null; modalidadesData: string | null };

export const modalityField = {
  percent: (key: ModalityKey) => `modalidadesPorcent${MODALITY_FIELD_SUFFIX[key]}` as const,
  title: (key: ModalityKey) => `modalidadesTitle${MODALITY_FIELD_SUFFIX[key]}` as const,
  description: (key: ModalityKey) => `modalidadesDescription${MODALITY_FIELD_SUFFIX[key]}` as const,
};

export const LIMITS = {
  name: COMPANY_NAME_MAX,
  shortName: 40,
  group: 60,
  modalityTitle: 40,
  modalityDescription: 300,
  modalitySource: 120,
} as const;

/**
 * The proposal-side fields each simulator's defaults carry beside the engine's parameters: the group,
 * and whether a new proposal of that kind starts with each section on (isSelected: the scenarios).
 */
export type ProposalFields = {
  group: string;
  isSelected: boolean;
  modalitiesSelected: boolean;
  monthTableSelected: boolean;
};
/** A simulator's proposal fields in a new account (and where a saved one is missing): all groups, the sections' defaults. */
export const DEFAULT_PROPOSAL_FIELDS: ProposalFields = {
  group: "all",
  isSelected: DEFAULT_SECTIONS.scenarios,
  modalitiesSelected: DEFAULT_SECTIONS.modalities,
  monthTableSelected: DEFAULT_SECTIONS.monthTable,
};
