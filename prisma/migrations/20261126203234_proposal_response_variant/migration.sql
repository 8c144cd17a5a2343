-- AlterTable
ALTER TABLE "ProposalResponse" ADD COLUMN     "variant" JSONB;
