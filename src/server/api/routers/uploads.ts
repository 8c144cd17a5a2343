import { reorderPdfImagesSchema } from "~/features/uploads/schema";
import { listPdfImages, reorderPdfImages } from "~/features/uploads/uploads";
import { activeProcedure, createTRPCRouter } from "../trpc";
import { settingsEditor } from "./settings";

// Uploading and deleting go through POST /api/uploads and DELETE /api/uploads/<id> (multipart).
export const uploadsRouter = createTRPCRouter({
  /** The PDF images in order (cover first, back cover last). */
  pdfImages: activeProcedure.query(({ ctx }) => listPdfImages(ctx.db, ctx.account.id)),
  reorderPdfImages: settingsEditor
    .input(reorderPdfImagesSchema)
    .mutation(({ ctx, input }) => reorderPdfImages(ctx.db, ctx.account.id, input.ids)),
});
