import { z } from "~/lib/zod-locale";

/** Body of PUT /api/users/admin/user/update: exactly {terms: true}. */
export const acceptTermsSchema = z
  .object({ terms: z.literal(true, { error: "Envie terms: true para aceitar os termos." }) })
  .strict();
