import { isValidCpf, normaliseDocument } from "~/features/accounts";
import * as z from "zod";
import { plainText } from "~/lib/control-chars";
import "~/lib/zod-locale";

// A client's name and contacts, shared by the clients' own forms and the proposal generator, whose
// proposal is filed under a client. Forms send "" for an empty optional field: it is stored as null.

/** Brazilian phone: 10 or 11 digits with DDD, optionally with the country code 55; stored as digits. */
export const phoneSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/\D/g, ""))
  .pipe(
    z.string().refine((d) => /^(55)?[1-9]{2}9?\d{8}$/.test(d), {
      error: "Informe o telefone com DDD, por exemplo (11) 98765-4321.",
    }),
  );

/** An optional text field: "", null and absent all mean "not given" (stored as null). */
function optional<T extends z.ZodType<unknown, string>>(schema: T, prepare: (v: string) => string = (v) => v) {
  return z
    .string()
    .nullish()
    .transform((v) => {
      const value = prepare((v ?? "").trim());
      return value === "" ? null : value;
    })
    .pipe(z.union([z.null(), schema]));
}

/** A client's contact fields, as the proposal generator and the clients' forms take them. */
export const clientSchema = z.object({
  name: z
    .string({ error: "Informe o nome do cliente." })
    .trim()
    .min(2, { error: "Informe o nome do cliente (pelo menos 2 letras)." })
    .max(120, { error: "O nome do cliente pode ter no máximo 120 caracteres." })
    .superRefine(plainText()),
  phone: optional(phoneSchema),
  email: optional(
    z.email({ error: "E-mail inválido. Confira o endereço, por exemplo nome@exemplo.com." }).max(200),
    (v) => v.toLowerCase(),
  ),
  document: optional(
    z.string().refine(isValidCpf, { error: "CPF inválido. Confira os 11 dígitos." }),
    normaliseDocument,
  ),
});
