-- CreateTable
CREATE TABLE "BankRate" (
    "id" TEXT NOT NULL,
    "bank" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "annualRatePct" DOUBLE PRECISION NOT NULL,
    "checkedAt" DATE NOT NULL,
    "sourceUrl" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BankRate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProposalPdf" (
    "fileSha256" TEXT NOT NULL,
    "documentSha256" TEXT NOT NULL,
    "proposalId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "sellerName" TEXT NOT NULL,
    "brandName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProposalPdf_pkey" PRIMARY KEY ("fileSha256")
);

-- CreateIndex
CREATE UNIQUE INDEX "BankRate_bank_kind_key" ON "BankRate"("bank", "kind");

-- CreateIndex
CREATE INDEX "ProposalPdf_documentSha256_idx" ON "ProposalPdf"("documentSha256");

-- CreateIndex
CREATE INDEX "ProposalPdf_proposalId_idx" ON "ProposalPdf"("proposalId");

-- AddForeignKey
ALTER TABLE "ProposalPdf" ADD CONSTRAINT "ProposalPdf_proposalId_fkey" FOREIGN KEY ("proposalId") REFERENCES "Proposal"("id") ON DELETE CASCADE ON UPDATE CASCADE;
