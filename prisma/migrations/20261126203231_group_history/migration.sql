-- CreateTable
CREATE TABLE "GroupHistory" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "readOn" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GroupHistory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GroupAssembly" (
    "id" TEXT NOT NULL,
    "historyId" TEXT NOT NULL,
    "heldOn" DATE NOT NULL,
    "activeCotas" INTEGER NOT NULL,
    "drawWinners" INTEGER NOT NULL,
    "bidWinners" INTEGER NOT NULL,
    "lowestWinningBidPct" DOUBLE PRECISION,

    CONSTRAINT "GroupAssembly_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "GroupHistory_accountId_key_key" ON "GroupHistory"("accountId", "key");

-- CreateIndex
CREATE UNIQUE INDEX "GroupAssembly_historyId_heldOn_key" ON "GroupAssembly"("historyId", "heldOn");

-- AddForeignKey
ALTER TABLE "GroupHistory" ADD CONSTRAINT "GroupHistory_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroupAssembly" ADD CONSTRAINT "GroupAssembly_historyId_fkey" FOREIGN KEY ("historyId") REFERENCES "GroupHistory"("id") ON DELETE CASCADE ON UPDATE CASCADE;
