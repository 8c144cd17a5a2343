-- DropForeignKey
ALTER TABLE "Proposal" DROP CONSTRAINT "Proposal_sellerId_fkey";

-- AlterTable
ALTER TABLE "Proposal" ADD COLUMN     "formerSellerName" TEXT;

-- AddForeignKey
ALTER TABLE "Proposal" ADD CONSTRAINT "Proposal_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "User"("id") ON DELETE NO ACTION ON UPDATE CASCADE;
