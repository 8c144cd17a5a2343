-- AlterEnum
ALTER TYPE "UploadKind" ADD VALUE 'avatar_mark';

-- AlterTable
ALTER TABLE "Settings" ADD COLUMN     "markImage" TEXT;
