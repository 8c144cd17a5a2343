// The spreadsheet import's one size limit, for the dialog, the input schema and the tRPC body limit.
// Apart from schema.ts so the dialog reads it without bringing zod into the Carteira's first load.

export const IMPORT_MAX_BYTES = 3 * 1024 * 1024;
export const IMPORT_TOO_LARGE_MESSAGE = `Arquivo grande demais (até ${IMPORT_MAX_BYTES / (1024 * 1024)} MB).`;
/** Base64 of IMPORT_MAX_BYTES: 4 characters per 3 bytes. */
export const IMPORT_MAX_BASE64 = Math.ceil(IMPORT_MAX_BYTES / 3) * 4;

/**
 * Between two batches the database and the server's CPU go to other work (other accounts, the
 * account's own creates): a pause at least as long as the batch just took (within these bounds), so
 * an import never holds more than about half of the time, however loaded the machine is.
 */
const BATCH_PAUSE_MS = { min: 150, max: 3_000 };
export const batchPauseMs = (batchMs: number) => Math.min(BATCH_PAUSE_MS.max, Math.max(BATCH_PAUSE_MS.min, batchMs));
