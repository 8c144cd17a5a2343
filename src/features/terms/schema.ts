import * as z from "zod";
import "~/lib/zod-locale"; // pt-BR messages wherever these schemas parse, browser included

/** Body of PUT /api/users/admin/user/update: exactly {terms: true}. */
export const acceptTermsSchema = z
  .object({ terms: z.literal(true, { error: "Envie terms: true para aceitar os termos." }) })
  .strict();
