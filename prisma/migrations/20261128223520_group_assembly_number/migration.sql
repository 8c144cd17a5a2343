-- AlterTable
ALTER TABLE "GroupAssembly" ADD COLUMN     "number" INTEGER,
ALTER COLUMN "heldOn" DROP NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "GroupAssembly_historyId_number_key" ON "GroupAssembly"("historyId", "number");

-- An assembly is known by its number, its date or both.
ALTER TABLE "GroupAssembly" ADD CONSTRAINT "GroupAssembly_number_or_date" CHECK ("number" IS NOT NULL OR "heldOn" IS NOT NULL);
