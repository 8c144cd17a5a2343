-- AlterEnum
ALTER TYPE "TokenPurpose" ADD VALUE 'CHANGE_EMAIL';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "phone" TEXT;

-- AlterTable
ALTER TABLE "UserToken" ADD COLUMN     "newEmail" TEXT;
