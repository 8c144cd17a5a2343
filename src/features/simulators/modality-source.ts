/*
 * The modality percents are the seller's figures about the group: every surface that shows them
 * (simulator cards, public page, PDF) says whose they are, where they were read and when.
 */

/** "2026-10-15" → "15/10/2026"; anything else → null. */
export function isoToBrDate(iso: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? "");
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}

/** "Dado do vendedor · fonte: extrato da administradora · de 15/10/2026" ("fonte não informada" without one). */
export function modalitySourceLine({ source, readOn }: { source?: string | null; readOn?: string | null }): string {
  const text = source?.trim();
  const date = isoToBrDate(readOn);
  return ["Dado do vendedor", text ? `fonte: ${text}` : "fonte não informada", ...(date ? [`de ${date}`] : [])].join(
    " · ",
  );
}
