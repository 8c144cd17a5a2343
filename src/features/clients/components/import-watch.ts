import type { ImportStatus } from "../schema";

// The import dialog polls clients.importStatus until the import ends. An import whose worker died
// ends only when the sweep marks it failed (minutes later), so the dialog stops waiting once nothing
// has moved for IMPORT_STALL_MS, and says what that means, instead of polling forever.

/** No new line written, and no change of state, for this long: the dialog stops following. */
export const IMPORT_STALL_MS = 5 * 60_000;
export const IMPORT_STALLED_MESSAGE =
  "A importação parou de avançar e deixamos de acompanhar. Se ela não terminar, nada da planilha fica gravado: confira a Carteira em alguns minutos e, se preciso, importe de novo.";

/** A watcher of one import's answers: true once they have stood still for `stallMs`. */
export function stallWatch(stallMs = IMPORT_STALL_MS) {
  let last = "";
  let since = 0;
  return (status: Pick<ImportStatus, "status" | "processed">, nowMs: number): boolean => {
    const key = `${status.status}:${status.processed}`;
    if (key !== last) {
      last = key;
      since = nowMs;
      return false;
    }
    return nowMs - since >= stallMs;
  };
}
