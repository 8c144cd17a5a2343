import * as z from "zod";

/*
 * The date the seller read the modality percents: typed "dd/mm/aaaa" (or "aaaa-mm-dd"), stored
 * "aaaa-mm-dd", never after today in São Paulo. "" → null (not told).
 */

const DATE_MESSAGE = "Data dos percentuais: use dd/mm/aaaa, por exemplo 15/10/2026.";
const FUTURE_MESSAGE =
  "Data dos percentuais: informe a data em que você leu os percentuais; ela não pode estar no futuro.";

/** São Paulo's today as "aaaa-mm-dd". */
function todayIso(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** "15/10/2026" or "2026-10-15" → "2026-10-15" when it is a real day; else null. */
export function brToIsoDate(raw: string | null | undefined): string | null {
  const text = (raw ?? "").trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [y, m, d] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d)
    ? `${y}-${m}-${d}`
    : null;
}

/** The settings field; `now` for tests. */
export function modalityReadOnSchema(now: () => Date = () => new Date()) {
  return z
    .string({ error: DATE_MESSAGE })
    .nullable()
    .transform((raw, ctx) => {
      if (raw === null || raw.trim() === "") return null;
      const iso = brToIsoDate(raw);
      if (!iso) {
        ctx.addIssue({ code: "custom", message: DATE_MESSAGE });
        return z.NEVER;
      }
      if (iso > todayIso(now())) {
        ctx.addIssue({ code: "custom", message: FUTURE_MESSAGE });
        return z.NEVER;
      }
      return iso;
    });
}

export const modalityReadOnField = modalityReadOnSchema();
