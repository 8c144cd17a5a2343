-- CreateEnum
CREATE TYPE "BcbFileKind" AS ENUM ('monthly', 'quarterly_uf');

-- CreateEnum
CREATE TYPE "BcbImportState" AS ENUM ('loading', 'current', 'superseded', 'failed');

-- CreateTable
CREATE TABLE "BcbImport" (
    "id" TEXT NOT NULL,
    "kind" "BcbFileKind" NOT NULL,
    "dataBase" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "state" "BcbImportState" NOT NULL DEFAULT 'loading',
    "origin" TEXT NOT NULL,
    "rowCount" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "BcbImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BcbSegment" (
    "id" BIGSERIAL NOT NULL,
    "importId" TEXT NOT NULL,
    "dataBase" TEXT NOT NULL,
    "cnpjRoot" TEXT NOT NULL,
    "adminName" TEXT NOT NULL,
    "segment" INTEGER NOT NULL,
    "adminFeePct" DOUBLE PRECISION NOT NULL,
    "activeGroups" INTEGER NOT NULL,
    "groupsFormedInMonth" INTEGER NOT NULL,
    "groupsClosedInMonth" INTEGER NOT NULL,
    "quotasSoldInMonth" INTEGER NOT NULL,
    "quotasExcludedForSale" INTEGER NOT NULL,
    "contemplatedAccumulated" INTEGER NOT NULL,
    "notContemplated" INTEGER NOT NULL,
    "contemplatedInMonth" INTEGER NOT NULL,
    "upToDate" INTEGER NOT NULL,
    "contemplatedDelinquent" INTEGER NOT NULL,
    "notContemplatedDelinquent" INTEGER NOT NULL,
    "excluded" INTEGER NOT NULL,
    "paidOff" INTEGER NOT NULL,
    "creditPending" INTEGER NOT NULL,

    CONSTRAINT "BcbSegment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BcbGroup" (
    "id" BIGSERIAL NOT NULL,
    "importId" TEXT NOT NULL,
    "dataBase" TEXT NOT NULL,
    "cnpjRoot" TEXT NOT NULL,
    "adminName" TEXT NOT NULL,
    "groupCode" TEXT NOT NULL,
    "segment" INTEGER NOT NULL,
    "assembliesHeld" INTEGER NOT NULL,
    "avgAssetValue" DOUBLE PRECISION,
    "correctionIndex" TEXT NOT NULL,
    "adminFeePct" DOUBLE PRECISION NOT NULL,
    "termMonths" INTEGER NOT NULL,
    "upToDate" INTEGER NOT NULL,
    "contemplatedDelinquent" INTEGER NOT NULL,
    "notContemplatedDelinquent" INTEGER NOT NULL,
    "contemplatedInMonth" INTEGER NOT NULL,
    "excluded" INTEGER NOT NULL,
    "paidOff" INTEGER NOT NULL,
    "creditPending" INTEGER NOT NULL,

    CONSTRAINT "BcbGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BcbUf" (
    "id" BIGSERIAL NOT NULL,
    "importId" TEXT NOT NULL,
    "dataBase" TEXT NOT NULL,
    "cnpjRoot" TEXT NOT NULL,
    "adminName" TEXT NOT NULL,
    "segment" INTEGER NOT NULL,
    "uf" TEXT NOT NULL,
    "byBid" INTEGER NOT NULL,
    "byDraw" INTEGER NOT NULL,
    "activeNotContemplated" INTEGER NOT NULL,
    "excludedContemplated" INTEGER NOT NULL,
    "excludedNotContemplated" INTEGER NOT NULL,
    "byBidInQuarter" INTEGER NOT NULL,
    "byDrawInQuarter" INTEGER NOT NULL,
    "excludedContemplatedInQuarter" INTEGER NOT NULL,
    "joinedInQuarter" INTEGER NOT NULL,

    CONSTRAINT "BcbUf_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BcbImport_kind_state_dataBase_idx" ON "BcbImport"("kind", "state", "dataBase");

-- CreateIndex
CREATE INDEX "BcbSegment_importId_cnpjRoot_idx" ON "BcbSegment"("importId", "cnpjRoot");

-- CreateIndex
CREATE INDEX "BcbGroup_importId_groupCode_idx" ON "BcbGroup"("importId", "groupCode");

-- CreateIndex
CREATE INDEX "BcbGroup_cnpjRoot_groupCode_idx" ON "BcbGroup"("cnpjRoot", "groupCode");

-- CreateIndex
CREATE INDEX "BcbUf_importId_cnpjRoot_segment_uf_idx" ON "BcbUf"("importId", "cnpjRoot", "segment", "uf");

-- AddForeignKey
ALTER TABLE "BcbSegment" ADD CONSTRAINT "BcbSegment_importId_fkey" FOREIGN KEY ("importId") REFERENCES "BcbImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BcbGroup" ADD CONSTRAINT "BcbGroup_importId_fkey" FOREIGN KEY ("importId") REFERENCES "BcbImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BcbUf" ADD CONSTRAINT "BcbUf_importId_fkey" FOREIGN KEY ("importId") REFERENCES "BcbImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;
