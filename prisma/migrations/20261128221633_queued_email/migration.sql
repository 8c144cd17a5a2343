-- CreateTable
CREATE TABLE "QueuedEmail" (
    "id" TEXT NOT NULL,
    "accountId" TEXT,
    "userId" TEXT,
    "kind" TEXT NOT NULL DEFAULT 'message',
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL DEFAULT '',
    "text" TEXT NOT NULL DEFAULT '',
    "headers" JSONB,
    "tag" TEXT,
    "purpose" "TokenPurpose",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QueuedEmail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "QueuedEmail_userId_kind_createdAt_idx" ON "QueuedEmail"("userId", "kind", "createdAt");

-- CreateIndex
CREATE INDEX "QueuedEmail_accountId_idx" ON "QueuedEmail"("accountId");

-- AddForeignKey
ALTER TABLE "QueuedEmail" ADD CONSTRAINT "QueuedEmail_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QueuedEmail" ADD CONSTRAINT "QueuedEmail_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
