-- CreateIndex
CREATE INDEX "Client_email_idx" ON "Client" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Client_phone_idx" ON "Client" USING GIN ("phone" gin_trgm_ops);
