-- AlterTable
ALTER TABLE "User" ADD COLUMN     "digestSentOn" DATE,
ADD COLUMN     "morningDigest" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "notifyFirstOpen" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "Proposal" ADD COLUMN     "instalmentCents" BIGINT NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "ClientAlert" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "proposalId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "toastedAt" TIMESTAMP(3),
    "seenAt" TIMESTAMP(3),

    CONSTRAINT "ClientAlert_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WhatsappTemplate" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "body" TEXT NOT NULL,

    CONSTRAINT "WhatsappTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ClientAlert_proposalId_key" ON "ClientAlert"("proposalId");

-- CreateIndex
CREATE INDEX "ClientAlert_userId_seenAt_idx" ON "ClientAlert"("userId", "seenAt");

-- CreateIndex
CREATE INDEX "ClientAlert_clientId_idx" ON "ClientAlert"("clientId");

-- CreateIndex
CREATE UNIQUE INDEX "WhatsappTemplate_accountId_position_key" ON "WhatsappTemplate"("accountId", "position");

-- AddForeignKey
ALTER TABLE "ClientAlert" ADD CONSTRAINT "ClientAlert_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientAlert" ADD CONSTRAINT "ClientAlert_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientAlert" ADD CONSTRAINT "ClientAlert_proposalId_fkey" FOREIGN KEY ("proposalId") REFERENCES "Proposal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WhatsappTemplate" ADD CONSTRAINT "WhatsappTemplate_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: the first instalment of each proposal's current version ({parcela} in WhatsApp templates).
UPDATE "Proposal" p
   SET "instalmentCents" = round((v."results" #>> '{comparison,consorcio,summary,firstInstalment}')::numeric * 100)::bigint
  FROM "ProposalVersion" v
 WHERE v."proposalId" = p."id" AND v."version" = p."currentVersion"
   AND jsonb_typeof(v."results" #> '{comparison,consorcio,summary,firstInstalment}') = 'number';
