-- CreateTable
CREATE TABLE "company_invitations" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "carrier_company_id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "created_by_id" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" DATETIME NOT NULL,
    "accepted_at" DATETIME,
    "revoked_at" DATETIME,
    CONSTRAINT "company_invitations_carrier_company_id_fkey" FOREIGN KEY ("carrier_company_id") REFERENCES "carrier_companies" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "company_invitations_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "rate_limits" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_carrier_companies" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "name_key" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
-- Edited by hand: existing companies get a placeholder key that no name
-- normalises to. npm run db:migrate (scripts/migrate.ts) replaces it with
-- the real one, which SQL cannot compute (Unicode NFKC).
INSERT INTO "new_carrier_companies" ("created_at", "id", "name", "name_key") SELECT "created_at", "id", "name", 'legacy:' || "id" FROM "carrier_companies";
DROP TABLE "carrier_companies";
ALTER TABLE "new_carrier_companies" RENAME TO "carrier_companies";
CREATE UNIQUE INDEX "carrier_companies_name_key" ON "carrier_companies"("name");
CREATE UNIQUE INDEX "carrier_companies_name_key_key" ON "carrier_companies"("name_key");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "company_invitations_hash_key" ON "company_invitations"("hash");

-- CreateIndex
CREATE INDEX "company_invitations_carrier_company_id_created_at_idx" ON "company_invitations"("carrier_company_id", "created_at");

