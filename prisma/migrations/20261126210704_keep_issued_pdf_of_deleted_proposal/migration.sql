-- DropForeignKey
ALTER TABLE "ProposalPdf" DROP CONSTRAINT "ProposalPdf_proposalId_fkey";

-- AlterTable
ALTER TABLE "ProposalPdf" ALTER COLUMN "proposalId" DROP NOT NULL;

-- AddForeignKey
ALTER TABLE "ProposalPdf" ADD CONSTRAINT "ProposalPdf_proposalId_fkey" FOREIGN KEY ("proposalId") REFERENCES "Proposal"("id") ON DELETE SET NULL ON UPDATE CASCADE;
