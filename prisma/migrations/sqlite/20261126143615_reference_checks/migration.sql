-- CreateTable
CREATE TABLE "valid_references" (
    "facility_id" TEXT NOT NULL,
    "reference_id" TEXT NOT NULL,
    "expires_on" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("facility_id", "reference_id"),
    CONSTRAINT "valid_references_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_facilities" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "time_zone" TEXT NOT NULL,
    "address" TEXT NOT NULL DEFAULT '',
    "carrier_instructions" TEXT NOT NULL DEFAULT '',
    "reminder_hours" INTEGER NOT NULL DEFAULT 24,
    "notification_emails" TEXT NOT NULL DEFAULT '[]',
    "instant_booking" BOOLEAN NOT NULL DEFAULT false,
    "accepts_carrier_bookings" BOOLEAN NOT NULL DEFAULT true,
    "slot_step_minutes" INTEGER NOT NULL DEFAULT 30,
    "buffer_minutes" INTEGER NOT NULL DEFAULT 0,
    "min_notice_minutes" INTEGER NOT NULL DEFAULT 0,
    "horizon_days" INTEGER NOT NULL DEFAULT 90,
    "cancel_cutoff_minutes" INTEGER NOT NULL DEFAULT 0,
    "free_time_minutes" INTEGER NOT NULL DEFAULT 120,
    "on_time_tolerance_minutes" INTEGER NOT NULL DEFAULT 15,
    "slug" TEXT NOT NULL,
    "public_booking" TEXT NOT NULL DEFAULT 'off',
    "booking_version" INTEGER NOT NULL DEFAULT 0,
    "caps" TEXT NOT NULL DEFAULT '[]',
    "holds" TEXT NOT NULL DEFAULT '[]',
    "dock_closures" TEXT NOT NULL DEFAULT '[]',
    "reference_check" TEXT NOT NULL DEFAULT '{}',
    "reference_secret" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_facilities" ("accepts_carrier_bookings", "address", "booking_version", "buffer_minutes", "cancel_cutoff_minutes", "caps", "carrier_instructions", "created_at", "dock_closures", "free_time_minutes", "holds", "horizon_days", "id", "instant_booking", "min_notice_minutes", "name", "notification_emails", "on_time_tolerance_minutes", "public_booking", "reminder_hours", "slot_step_minutes", "slug", "time_zone", "updated_at") SELECT "accepts_carrier_bookings", "address", "booking_version", "buffer_minutes", "cancel_cutoff_minutes", "caps", "carrier_instructions", "created_at", "dock_closures", "free_time_minutes", "holds", "horizon_days", "id", "instant_booking", "min_notice_minutes", "name", "notification_emails", "on_time_tolerance_minutes", "public_booking", "reminder_hours", "slot_step_minutes", "slug", "time_zone", "updated_at" FROM "facilities";
DROP TABLE "facilities";
ALTER TABLE "new_facilities" RENAME TO "facilities";
CREATE UNIQUE INDEX "facilities_slug_key" ON "facilities"("slug");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "order_references_reference_id_idx" ON "order_references"("reference_id");
