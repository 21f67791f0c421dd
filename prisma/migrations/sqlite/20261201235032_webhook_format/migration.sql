-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_webhook_subscriptions" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "carrier_company_id" TEXT,
    "url" TEXT NOT NULL,
    "events" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "secret" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" TEXT NOT NULL,
    "failing_since" DATETIME,
    "disabled_reason" TEXT,
    "format" TEXT NOT NULL DEFAULT 'dockside',
    CONSTRAINT "webhook_subscriptions_carrier_company_id_fkey" FOREIGN KEY ("carrier_company_id") REFERENCES "carrier_companies" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_webhook_subscriptions" ("active", "carrier_company_id", "created_at", "created_by", "description", "disabled_reason", "events", "failing_since", "id", "kind", "secret", "url") SELECT "active", "carrier_company_id", "created_at", "created_by", "description", "disabled_reason", "events", "failing_since", "id", "kind", "secret", "url" FROM "webhook_subscriptions";
DROP TABLE "webhook_subscriptions";
ALTER TABLE "new_webhook_subscriptions" RENAME TO "webhook_subscriptions";
CREATE INDEX "webhook_subscriptions_active_kind_idx" ON "webhook_subscriptions"("active", "kind");
CREATE INDEX "webhook_subscriptions_carrier_company_id_idx" ON "webhook_subscriptions"("carrier_company_id");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
