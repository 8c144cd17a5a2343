-- AlterTable
ALTER TABLE "Proposal" ADD COLUMN     "verdictDetail" JSONB;
