-- CreateTable
CREATE TABLE "ProposalVisitor" (
    "proposalId" TEXT NOT NULL,
    "visitor" TEXT NOT NULL,
    "countedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProposalVisitor_pkey" PRIMARY KEY ("proposalId","visitor")
);

-- AddForeignKey
ALTER TABLE "ProposalVisitor" ADD CONSTRAINT "ProposalVisitor_proposalId_fkey" FOREIGN KEY ("proposalId") REFERENCES "Proposal"("id") ON DELETE CASCADE ON UPDATE CASCADE;
