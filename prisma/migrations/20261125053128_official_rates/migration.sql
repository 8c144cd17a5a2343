-- CreateTable
CREATE TABLE "OfficialRate" (
    "id" TEXT NOT NULL,
    "series" TEXT NOT NULL,
    "refDate" DATE NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "unit" TEXT NOT NULL,
    "fetchedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OfficialRate_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OfficialRate_series_refDate_key" ON "OfficialRate"("series", "refDate");
