/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: string[] };

export type LegalSection = { id: string; title: string; blocks: LegalBlock[] };

export type LegalText = {
  title: string;
  version: string;
  /** Shown as "Última atualização". */
  updatedAt: string;
  intro: string[];
  sections: LegalSection[];
};
