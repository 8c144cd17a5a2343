-- AlterTable
ALTER TABLE "Proposal" ADD COLUMN     "verdictBasis" TEXT,
ADD COLUMN     "verdictKind" TEXT;
