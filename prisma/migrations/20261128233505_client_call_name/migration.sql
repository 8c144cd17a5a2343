-- AlterTable
ALTER TABLE "Client" ADD COLUMN     "callName" TEXT;
