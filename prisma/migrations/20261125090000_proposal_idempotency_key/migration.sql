-- AlterTable
ALTER TABLE "Proposal" ADD COLUMN     "idempotencyKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Proposal_sellerId_idempotencyKey_key" ON "Proposal"("sellerId", "idempotencyKey");
