// Constants the account screens show (hints, confirmation word) as well as the schemas enforce. Kept
// apart from schema.ts so a screen that only displays them does not ship zod (~30 kB gzip).
export const PASSWORD_MIN = 8;
// A cap keeps hashing cheap for absurd inputs (new passwords are also held to 72 bytes, see schema.ts).
export const PASSWORD_MAX = 128;

export const DELETE_CONFIRMATION = "EXCLUIR";
