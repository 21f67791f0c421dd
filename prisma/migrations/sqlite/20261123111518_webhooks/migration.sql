-- AlterTable
ALTER TABLE "delivery_attempts" ADD COLUMN "response" TEXT;

-- CreateTable
CREATE TABLE "webhook_subscriptions" (
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
    CONSTRAINT "webhook_subscriptions_carrier_company_id_fkey" FOREIGN KEY ("carrier_company_id") REFERENCES "carrier_companies" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "webhook_subscription_facilities" (
    "subscription_id" TEXT NOT NULL,
    "facility_id" TEXT NOT NULL,

    PRIMARY KEY ("subscription_id", "facility_id"),
    CONSTRAINT "webhook_subscription_facilities_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "webhook_subscriptions" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "webhook_subscription_facilities_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "webhook_messages" (
    "delivery_id" TEXT NOT NULL PRIMARY KEY,
    "subscription_id" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "event_type" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL,
    CONSTRAINT "webhook_messages_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "outbox_deliveries" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "webhook_messages_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "webhook_subscriptions" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "webhook_subscriptions_active_kind_idx" ON "webhook_subscriptions"("active", "kind");

-- CreateIndex
CREATE INDEX "webhook_subscriptions_carrier_company_id_idx" ON "webhook_subscriptions"("carrier_company_id");

-- CreateIndex
CREATE INDEX "webhook_subscription_facilities_facility_id_idx" ON "webhook_subscription_facilities"("facility_id");

-- CreateIndex
CREATE INDEX "webhook_messages_subscription_id_created_at_delivery_id_idx" ON "webhook_messages"("subscription_id", "created_at", "delivery_id");

-- CreateIndex
CREATE INDEX "webhook_messages_subscription_id_event_id_idx" ON "webhook_messages"("subscription_id", "event_id");
