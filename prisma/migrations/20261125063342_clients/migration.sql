-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "ClientStatus" AS ENUM ('novo', 'em_contato', 'proposta_enviada', 'negociacao', 'fechado', 'perdido');

-- CreateEnum
CREATE TYPE "ClientSource" AS ENUM ('indicacao', 'whatsapp', 'instagram', 'site', 'outro');

-- CreateEnum
CREATE TYPE "LostReason" AS ENUM ('preco', 'prazo', 'financiamento', 'sem_resposta', 'outro');

-- CreateEnum
CREATE TYPE "LgpdBasis" AS ENUM ('consentimento', 'procedimentos_preliminares', 'legitimo_interesse');

-- CreateEnum
CREATE TYPE "ClientEventKind" AS ENUM ('note', 'status', 'whatsapp', 'call', 'email', 'view', 'pdf', 'reassigned');

-- AlterTable
-- Nullable until every existing proposal has its client (below).
ALTER TABLE "Proposal" ADD COLUMN     "clientId" TEXT;

-- AlterTable
ALTER TABLE "ProposalResponse" ADD COLUMN     "clientId" TEXT;

-- CreateTable
CREATE TABLE "Client" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "phone" TEXT,
    "email" TEXT,
    "document" TEXT,
    "city" TEXT,
    "source" "ClientSource",
    "notes" TEXT NOT NULL DEFAULT '',
    "status" "ClientStatus" NOT NULL DEFAULT 'novo',
    "lostReason" "LostReason",
    "nextContactOn" DATE,
    "lgpdBasis" "LgpdBasis" NOT NULL DEFAULT 'procedimentos_preliminares',
    "lgpdBasisAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastContactAt" TIMESTAMP(3),
    "lastActivityAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "erasedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Client_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClientEvent" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "proposalId" TEXT,
    "actorId" TEXT,
    "kind" "ClientEventKind" NOT NULL,
    "detail" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClientEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Client_accountId_lastActivityAt_id_idx" ON "Client"("accountId", "lastActivityAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Client_accountId_sellerId_lastActivityAt_id_idx" ON "Client"("accountId", "sellerId", "lastActivityAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Client_accountId_nextContactOn_idx" ON "Client"("accountId", "nextContactOn");

-- CreateIndex
CREATE INDEX "Client_sellerId_idx" ON "Client"("sellerId");

-- CreateIndex
CREATE INDEX "Client_name_idx" ON "Client" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "Client_accountId_phone_key" ON "Client"("accountId", "phone");

-- CreateIndex
CREATE UNIQUE INDEX "Client_accountId_email_key" ON "Client"("accountId", "email");

-- CreateIndex
CREATE INDEX "ClientEvent_clientId_createdAt_idx" ON "ClientEvent"("clientId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "ClientEvent_accountId_kind_createdAt_idx" ON "ClientEvent"("accountId", "kind", "createdAt");

-- CreateIndex
CREATE INDEX "ClientEvent_proposalId_idx" ON "ClientEvent"("proposalId");

-- CreateIndex
CREATE INDEX "Proposal_clientId_idx" ON "Proposal"("clientId");

-- CreateIndex
CREATE INDEX "ProposalResponse_clientId_idx" ON "ProposalResponse"("clientId");

-- Backfill: each existing proposal becomes a client of its account, or joins the client with the same
-- phone (national digits, without 55) or the same e-mail (lower case), oldest proposal first. The
-- client keeps the newest proposal's name and fills a phone or e-mail it lacks when no other client
-- of the account has it (the unique indexes above hold throughout).
DO $$
DECLARE
  p RECORD;
  v_phone TEXT;
  v_email TEXT;
  v_client TEXT;
BEGIN
  FOR p IN SELECT "id", "accountId", "sellerId", "clientName", "clientPhone", "clientEmail", "clientDocument",
                  "createdAt", GREATEST("createdAt", COALESCE("lastViewedAt", "createdAt")) AS "activityAt"
             FROM "Proposal" ORDER BY "createdAt", "id"
  LOOP
    v_phone := NULLIF(regexp_replace(COALESCE(p."clientPhone", ''), '\D', '', 'g'), '');
    IF v_phone IS NOT NULL AND length(v_phone) IN (12, 13) AND left(v_phone, 2) = '55' THEN
      v_phone := substr(v_phone, 3);
    END IF;
    v_email := NULLIF(lower(btrim(COALESCE(p."clientEmail", ''))), '');
    v_client := NULL;
    IF v_phone IS NOT NULL THEN
      SELECT "id" INTO v_client FROM "Client" WHERE "accountId" = p."accountId" AND "phone" = v_phone;
    END IF;
    IF v_client IS NULL AND v_email IS NOT NULL THEN
      SELECT "id" INTO v_client FROM "Client" WHERE "accountId" = p."accountId" AND "email" = v_email;
    END IF;
    IF v_client IS NULL THEN
      v_client := 'cm' || substr(md5(p."id" || random()::text || clock_timestamp()::text), 1, 23);
      INSERT INTO "Client" ("id", "accountId", "sellerId", "name", "phone", "email", "document", "status",
                            "lgpdBasisAt", "lastActivityAt", "createdAt", "updatedAt")
      VALUES (v_client, p."accountId", p."sellerId", p."clientName", v_phone, v_email, p."clientDocument",
              'proposta_enviada', p."createdAt", p."activityAt", p."createdAt", CURRENT_TIMESTAMP);
    ELSE
      UPDATE "Client" c
         SET "name" = p."clientName",
             "document" = COALESCE(c."document", p."clientDocument"),
             "lastActivityAt" = GREATEST(c."lastActivityAt", p."activityAt"),
             "phone" = CASE WHEN c."phone" IS NULL AND v_phone IS NOT NULL AND NOT EXISTS (
                              SELECT 1 FROM "Client" o WHERE o."accountId" = p."accountId" AND o."phone" = v_phone)
                            THEN v_phone ELSE c."phone" END,
             "email" = CASE WHEN c."email" IS NULL AND v_email IS NOT NULL AND NOT EXISTS (
                              SELECT 1 FROM "Client" o WHERE o."accountId" = p."accountId" AND o."email" = v_email)
                            THEN v_email ELSE c."email" END
       WHERE c."id" = v_client;
    END IF;
    UPDATE "Proposal" SET "clientId" = v_client WHERE "id" = p."id";
  END LOOP;
END $$;

-- Answers attach to their proposal's client.
UPDATE "ProposalResponse" r SET "clientId" = p."clientId" FROM "Proposal" p WHERE p."id" = r."proposalId";

-- The response statuses map onto the pipeline (features/clients/status.ts, RESPONSE_TO_CLIENT_STATUS):
-- any fechado → fechado; else any em contato → negociação; else only perdido → perdido (outro);
-- otherwise the client stays at proposta enviada.
UPDATE "Client" c
   SET "status" = s."status", "lostReason" = s."lostReason",
       "lastActivityAt" = GREATEST(c."lastActivityAt", s."lastAnswerAt")
  FROM (
    SELECT r."clientId",
           CASE WHEN bool_or(r."status" = 'fechado') THEN 'fechado'
                WHEN bool_or(r."status" = 'em_contato') THEN 'negociacao'
                WHEN bool_and(r."status" = 'perdido') THEN 'perdido'
                ELSE 'proposta_enviada' END::"ClientStatus" AS "status",
           CASE WHEN NOT bool_or(r."status" IN ('fechado', 'em_contato')) AND bool_and(r."status" = 'perdido')
                THEN 'outro'::"LostReason" END AS "lostReason",
           max(r."createdAt") AS "lastAnswerAt"
      FROM "ProposalResponse" r
     GROUP BY r."clientId"
  ) s
 WHERE c."id" = s."clientId";

ALTER TABLE "Proposal" ALTER COLUMN "clientId" SET NOT NULL;

-- AddForeignKey
ALTER TABLE "Proposal" ADD CONSTRAINT "Proposal_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProposalResponse" ADD CONSTRAINT "ProposalResponse_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Client" ADD CONSTRAINT "Client_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Client" ADD CONSTRAINT "Client_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "User"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientEvent" ADD CONSTRAINT "ClientEvent_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientEvent" ADD CONSTRAINT "ClientEvent_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientEvent" ADD CONSTRAINT "ClientEvent_proposalId_fkey" FOREIGN KEY ("proposalId") REFERENCES "Proposal"("id") ON DELETE SET NULL ON UPDATE CASCADE;
