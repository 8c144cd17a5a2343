// Constants the account screens show (hints, confirmation word) as well as the schemas enforce. Kept
// apart from schema.ts so a screen that only displays them does not ship zod.
export const PASSWORD_MIN = 8;
// A cap keeps hashing cheap for absurd inputs (new passwords are also held to 72 bytes, see schema.ts).
export const PASSWORD_MAX = 128;

export const DELETE_CONFIRMATION = "EXCLUIR";

/**
 * The company name's one limit: the sign-up, the settings field and its schema, and the database
 * column (VARCHAR(120)) all say the same, so a name is refused with this number, never cut.
 */
export const COMPANY_NAME_MAX = 120;
