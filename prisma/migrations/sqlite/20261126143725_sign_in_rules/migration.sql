-- CreateTable
CREATE TABLE "sign_in_rules" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "position" INTEGER NOT NULL,
    "match" TEXT NOT NULL,
    "claim" TEXT NOT NULL DEFAULT '',
    "value" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "carrier_company_id" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "sign_in_rules_carrier_company_id_fkey" FOREIGN KEY ("carrier_company_id") REFERENCES "carrier_companies" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "sign_in_rule_facilities" (
    "rule_id" TEXT NOT NULL,
    "facility_id" TEXT NOT NULL,

    PRIMARY KEY ("rule_id", "facility_id"),
    CONSTRAINT "sign_in_rule_facilities_rule_id_fkey" FOREIGN KEY ("rule_id") REFERENCES "sign_in_rules" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "sign_in_rule_facilities_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "sso_only_domains" (
    "domain" TEXT NOT NULL PRIMARY KEY,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_users" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "password_hash" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "carrier_company_id" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "session_version" INTEGER NOT NULL DEFAULT 0,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sso_subject" TEXT,
    "rule_deactivated" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "users_carrier_company_id_fkey" FOREIGN KEY ("carrier_company_id") REFERENCES "carrier_companies" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_users" ("active", "carrier_company_id", "created_at", "email", "id", "name", "password_hash", "role", "session_version") SELECT "active", "carrier_company_id", "created_at", "email", "id", "name", "password_hash", "role", "session_version" FROM "users";
DROP TABLE "users";
ALTER TABLE "new_users" RENAME TO "users";
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");
CREATE UNIQUE INDEX "users_sso_subject_key" ON "users"("sso_subject");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "sign_in_rules_position_idx" ON "sign_in_rules"("position");
