import * as z from "zod";
import "~/lib/zod-locale"; // pt-BR messages wherever these schemas parse, browser included

import { MAX_PDF_IMAGES, UPLOAD_KINDS, UPLOAD_MESSAGES } from "./limits";

export * from "./limits";

export const uploadKindSchema = z.enum(UPLOAD_KINDS, { error: UPLOAD_MESSAGES.badKind });

/** The new order of the PDF images: every one of the account's image ids, cover first. */
export const reorderPdfImagesSchema = z.strictObject({
  ids: z.array(z.string().min(1).max(40), { error: "Informe a ordem das imagens." }).max(MAX_PDF_IMAGES),
});
