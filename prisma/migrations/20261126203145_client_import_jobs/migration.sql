-- CreateEnum
CREATE TYPE "ClientImportStatus" AS ENUM ('queued', 'running', 'done', 'failed');

-- AlterTable
ALTER TABLE "Client" ADD COLUMN     "importId" TEXT;

-- CreateTable
CREATE TABLE "ClientImport" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "status" "ClientImportStatus" NOT NULL DEFAULT 'queued',
    "total" INTEGER NOT NULL,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "created" INTEGER NOT NULL DEFAULT 0,
    "merged" INTEGER NOT NULL DEFAULT 0,
    "rows" JSONB NOT NULL,
    "undo" JSONB NOT NULL DEFAULT '[]',
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "ClientImport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ClientImport_accountId_status_idx" ON "ClientImport"("accountId", "status");

-- CreateIndex
CREATE INDEX "Client_importId_idx" ON "Client"("importId");

-- AddForeignKey
ALTER TABLE "ClientImport" ADD CONSTRAINT "ClientImport_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
