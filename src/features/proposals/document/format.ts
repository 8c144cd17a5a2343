// Small pt-BR helpers of the proposals feature. Pure (browser, server, PDF).

/** "12345678909" → "123.456.789-09" */
export function formatCpf(digits: string): string {
  const m = /^(\d{3})(\d{3})(\d{3})(\d{2})$/.exec(digits);
  return m ? `${m[1]}.${m[2]}.${m[3]}-${m[4]}` : digits;
}

/** Who a proposal is shown under in lists: a seller who left the account keeps their name, marked. */
export function sellerLabel(sellerName: string, formerSellerName: string | null): string {
  return formerSellerName ? `${formerSellerName} (ex-vendedor)` : sellerName;
}

export const KIND_LABEL = { imovel: "Imóvel", veiculo: "Veículo" } as const;

/** At most `max` characters, cut between words ("Maria Aparecida dos Santos…" never ends in "Sant"); one long word is cut. */
function wholeWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : text.slice(0, max)).trim();
}

/**
 * The PDF download's Content-Disposition (RFC 6266): an ASCII `filename` for old clients and a
 * UTF-8 `filename*` that keeps the client's accents ("Proposta - José Conceição.pdf"). Emoji and
 * characters a file system refuses are left out of both.
 */
export function pdfContentDisposition(clientName: string): string {
  const clean = wholeWords(
    clientName
      .replace(/[\\/:*?"<>|\p{Cc}\p{Extended_Pictographic}]|\u200d|\ufe0f/gu, "")
      .replace(/\s+/g, " ")
      .trim(),
    60,
  );
  const ascii = clean
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 _-]/g, "")
    .trim();
  const encoded = encodeURIComponent(`Proposta - ${clean || "cliente"}.pdf`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="Proposta - ${ascii || "cliente"}.pdf"; filename*=UTF-8''${encoded}`;
}
