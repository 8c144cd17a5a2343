-- CreateEnum
CREATE TYPE "UploadKind" AS ENUM ('avatar_black', 'avatar_white', 'pdf_image');

-- AlterTable
ALTER TABLE "Settings" ALTER COLUMN "colorSlider" DROP DEFAULT,
ALTER COLUMN "colorBadge" DROP DEFAULT,
ALTER COLUMN "emphasisPeople" DROP DEFAULT,
ALTER COLUMN "emphasisPeopleShadow" DROP DEFAULT;

-- CreateTable
CREATE TABLE "Upload" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "kind" "UploadKind" NOT NULL,
    "storageKey" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Upload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoredObject" (
    "key" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredObject_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "Upload_accountId_kind_position_idx" ON "Upload"("accountId", "kind", "position");

-- CreateIndex
CREATE INDEX "Upload_storageKey_idx" ON "Upload"("storageKey");

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
