-- AlterTable
ALTER TABLE "Settings" ADD COLUMN     "shortName" VARCHAR(40);
