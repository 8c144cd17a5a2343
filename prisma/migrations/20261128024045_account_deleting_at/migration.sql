-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "deletingAt" TIMESTAMP(3);
