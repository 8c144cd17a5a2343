import * as z from "zod";

/** A SHA-256 as someone pastes it: spaces around and upper case are fine. */
export const verifyPdfSchema = z.object({
  sha256: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, "Cole o código SHA-256 completo: 64 caracteres, números de 0 a 9 e letras de a a f."),
});

export const verifyPdfResultSchema = z.discriminatedUnion("found", [
  z.object({ found: z.literal(false) }),
  z.object({
    found: z.literal(true),
    /** "file": the SHA-256 of the whole file as issued; "document": the one printed on it. */
    matched: z.enum(["file", "document"]),
    clientFirstName: z.string(),
    sellerName: z.string(),
    brandName: z.string(),
    version: z.number().int(),
    latestVersion: z.number().int(),
    issuedAt: z.date(),
    revoked: z.boolean(),
    /** The proposal was deleted since: the PDF is still the one issued. */
    removed: z.boolean(),
  }),
]);

export type VerifyPdfResult = z.infer<typeof verifyPdfResultSchema>;
