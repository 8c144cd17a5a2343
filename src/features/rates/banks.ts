// No zod here: the admin's bank-rate form loads this in the browser (schema.ts has the server's schemas).

/** The banks whose "a partir de" rates the admin keeps; others may be typed too. */
export const KNOWN_BANKS = ["Caixa", "Banco do Brasil", "Itaú", "Bradesco", "Santander"] as const;
