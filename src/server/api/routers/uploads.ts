import { reorderPdfImagesSchema } from "~/features/uploads";
import { listPdfImages, reorderPdfImages } from "~/features/uploads/server";
import { pdfImagesOutput } from "../outputs";
import { activeProcedure, createTRPCRouter } from "../trpc";
import { settingsEditor } from "./settings";

// Uploading and deleting go through POST /api/uploads and DELETE /api/uploads/<id> (multipart).
export const uploadsRouter = createTRPCRouter({
  /** The PDF images in order (cover first, back cover last). */
  pdfImages: activeProcedure.output(pdfImagesOutput).query(({ ctx }) => listPdfImages(ctx.db, ctx.account.id)),
  reorderPdfImages: settingsEditor
    .input(reorderPdfImagesSchema)
    .output(pdfImagesOutput)
    .mutation(({ ctx, input }) => reorderPdfImages(ctx.db, ctx.account.id, input.ids)),
});
