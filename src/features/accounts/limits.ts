// Constants the account screens show (hints, confirmation word) as well as the schemas enforce. Kept
// apart from schema.ts so a screen that only displays them does not ship zod (~30 kB gzip).
export const PASSWORD_MIN = 8;
// bcrypt reads at most 72 bytes; a cap also keeps hashing cheap for absurd inputs.
export const PASSWORD_MAX = 128;

export const DELETE_CONFIRMATION = "EXCLUIR";
