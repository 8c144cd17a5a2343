-- CreateTable
CREATE TABLE "BcbGroupLink" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "adminTyped" TEXT NOT NULL,
    "cnpjRoot" TEXT NOT NULL,
    "groupCode" TEXT NOT NULL,
    "uf" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BcbGroupLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BcbGroupLink_accountId_key_key" ON "BcbGroupLink"("accountId", "key");

-- AddForeignKey
ALTER TABLE "BcbGroupLink" ADD CONSTRAINT "BcbGroupLink_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
