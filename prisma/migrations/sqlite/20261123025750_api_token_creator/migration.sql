-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_api_tokens" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL DEFAULT '',
    "prefix" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "carrier_company_id" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" DATETIME,
    "revoked_at" DATETIME,
    "last_used_at" DATETIME,
    "created_by_id" TEXT,
    CONSTRAINT "api_tokens_carrier_company_id_fkey" FOREIGN KEY ("carrier_company_id") REFERENCES "carrier_companies" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "api_tokens_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_api_tokens" ("carrier_company_id", "created_at", "expires_at", "hash", "id", "last_used_at", "name", "prefix", "revoked_at", "role") SELECT "carrier_company_id", "created_at", "expires_at", "hash", "id", "last_used_at", "name", "prefix", "revoked_at", "role" FROM "api_tokens";
DROP TABLE "api_tokens";
ALTER TABLE "new_api_tokens" RENAME TO "api_tokens";
CREATE UNIQUE INDEX "api_tokens_hash_key" ON "api_tokens"("hash");
CREATE INDEX "api_tokens_created_by_id_idx" ON "api_tokens"("created_by_id");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

