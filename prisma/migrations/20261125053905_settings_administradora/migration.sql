-- AlterTable
ALTER TABLE "Settings" ADD COLUMN     "administradoraCnpj" TEXT,
ADD COLUMN     "administradoraName" TEXT;
