-- AlterTable
-- Edited by hand: existing companies get a placeholder key that no name
-- normalises to. npm run db:migrate (scripts/migrate.ts) replaces it with
-- the real one, computed in code (Unicode NFKC) as for new companies.
ALTER TABLE "carrier_companies" ADD COLUMN     "name_key" TEXT;
UPDATE "carrier_companies" SET "name_key" = 'legacy:' || "id";
ALTER TABLE "carrier_companies" ALTER COLUMN "name_key" SET NOT NULL;

-- CreateTable
CREATE TABLE "company_invitations" (
    "id" TEXT NOT NULL,
    "carrier_company_id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "created_by_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "accepted_at" TIMESTAMP(3),
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "company_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limits" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "company_invitations_hash_key" ON "company_invitations"("hash");

-- CreateIndex
CREATE INDEX "company_invitations_carrier_company_id_created_at_idx" ON "company_invitations"("carrier_company_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "carrier_companies_name_key_key" ON "carrier_companies"("name_key");

-- AddForeignKey
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_carrier_company_id_fkey" FOREIGN KEY ("carrier_company_id") REFERENCES "carrier_companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

