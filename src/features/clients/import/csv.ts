// CSV as spreadsheets write it: semicolon (Excel in Brazil), comma (Google Sheets) or tab separated,
// quotes doubled, UTF-8 or Windows-1252.
// Pure (no Node APIs beyond TextDecoder): the import's decoding and header reading, the export's
// writer. The cells themselves are read by csv-parse (./csv-read.ts).

/** UTF-8 when the bytes are valid UTF-8 (BOM dropped), else Windows-1252 (Excel's "CSV" in Brazil). */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The separator of the header line: the one of ";", "," and tab it holds most of, outside quotes. */
export function detectSeparator(text: string): ";" | "," | "\t" {
  const counts = { ";": 0, ",": 0, "\t": 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && (ch === ";" || ch === "," || ch === "\t")) counts[ch] += 1;
  }
  if (counts[","] > counts[";"] && counts[","] >= counts["\t"]) return ",";
  if (counts["\t"] > counts[";"] && counts["\t"] > counts[","]) return "\t";
  return ";";
}

/**
 * OWASP's CSV injection rule: a cell a spreadsheet would read as a formula (=, +, -, @, or a tab or
 * carriage return before one) gets a leading apostrophe, so Excel and Sheets show it as text.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(raw: string): string {
  const value = neutraliseFormula(raw);
  return /[";,\t\r\n']/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** With a BOM, so Excel opens the accents right. */
export function toCsv(rows: string[][]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(";")).join("\r\n")}\r\n`;
}

/** "E-mail", "e‑mail", "EMAIL" → "email"; "Observações" → "observacoes". */
export function headerKey(header: string): string {
  return header
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}

export const IMPORT_COLUMNS = {
  name: ["nome", "cliente", "nomecompleto"],
  phone: ["telefone", "celular", "whatsapp", "fone"],
  email: ["email"],
  document: ["cpf"],
  city: ["cidade"],
  source: ["origem"],
  notes: ["observacoes", "observacao", "obs", "notas"],
} as const;
export type ImportField = keyof typeof IMPORT_COLUMNS;
/** The fields an import reads, in the columns' order. */
export const IMPORT_FIELDS = [
  "name",
  "phone",
  "email",
  "document",
  "city",
  "source",
  "notes",
] as const satisfies readonly ImportField[];

export const IMPORT_LABEL: Record<ImportField, string> = {
  name: "Nome",
  phone: "Telefone",
  email: "E-mail",
  document: "CPF",
  city: "Cidade",
  source: "Origem",
  notes: "Observações",
};

/** Which column holds each field (by header), or null. */
export function mapHeaders(headers: string[]): Partial<Record<ImportField, number>> {
  const keys = headers.map(headerKey);
  const map: Partial<Record<ImportField, number>> = {};
  for (const field of IMPORT_FIELDS) {
    const names: readonly string[] = IMPORT_COLUMNS[field];
    const index = keys.findIndex((k) => names.includes(k));
    if (index >= 0) map[field] = index;
  }
  return map;
}

/** "Indicação", "instagram", "Site" → the source's value; anything else → "outro"; empty → null. */
export function parseSource(value: string): "indicacao" | "whatsapp" | "instagram" | "site" | "outro" | null {
  const key = headerKey(value);
  if (!key) return null;
  if (key.startsWith("indica")) return "indicacao";
  if (key === "whatsapp" || key === "zap") return "whatsapp";
  if (key === "instagram" || key === "insta") return "instagram";
  if (key === "site" || key === "website") return "site";
  return "outro";
}
