-- AlterTable
ALTER TABLE "GroupAssembly" ADD COLUMN     "number" INTEGER,
ALTER COLUMN "heldOn" DROP NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "GroupAssembly_historyId_number_key" ON "GroupAssembly"("historyId", "number");
