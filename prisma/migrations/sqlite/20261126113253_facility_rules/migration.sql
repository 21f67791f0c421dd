-- AlterTable
ALTER TABLE "appointments" ADD COLUMN "override_reason" TEXT;

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
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_facilities" ("accepts_carrier_bookings", "address", "booking_version", "buffer_minutes", "cancel_cutoff_minutes", "carrier_instructions", "created_at", "free_time_minutes", "horizon_days", "id", "instant_booking", "min_notice_minutes", "name", "notification_emails", "on_time_tolerance_minutes", "public_booking", "reminder_hours", "slot_step_minutes", "slug", "time_zone", "updated_at") SELECT "accepts_carrier_bookings", "address", "booking_version", "buffer_minutes", "cancel_cutoff_minutes", "carrier_instructions", "created_at", "free_time_minutes", "horizon_days", "id", "instant_booking", "min_notice_minutes", "name", "notification_emails", "on_time_tolerance_minutes", "public_booking", "reminder_hours", "slot_step_minutes", "slug", "time_zone", "updated_at" FROM "facilities";
DROP TABLE "facilities";
ALTER TABLE "new_facilities" RENAME TO "facilities";
CREATE UNIQUE INDEX "facilities_slug_key" ON "facilities"("slug");
CREATE TABLE "new_docks" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "facility_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "inbound" BOOLEAN NOT NULL DEFAULT true,
    "outbound" BOOLEAN NOT NULL DEFAULT true,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "load_type_ids" TEXT NOT NULL DEFAULT '[]',
    "open_hours" TEXT,
    CONSTRAINT "docks_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_docks" ("active", "facility_id", "id", "inbound", "name", "outbound", "position") SELECT "active", "facility_id", "id", "inbound", "name", "outbound", "position" FROM "docks";
DROP TABLE "docks";
ALTER TABLE "new_docks" RENAME TO "docks";
CREATE UNIQUE INDEX "docks_facility_id_name_key" ON "docks"("facility_id", "name");
CREATE TABLE "new_load_types" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "facility_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "inbound" BOOLEAN NOT NULL DEFAULT true,
    "outbound" BOOLEAN NOT NULL DEFAULT true,
    "duration_minutes" INTEGER NOT NULL DEFAULT 60,
    "minutes_per_unit" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    CONSTRAINT "load_types_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_load_types" ("active", "duration_minutes", "facility_id", "id", "inbound", "name", "outbound") SELECT "active", "duration_minutes", "facility_id", "id", "inbound", "name", "outbound" FROM "load_types";
DROP TABLE "load_types";
ALTER TABLE "new_load_types" RENAME TO "load_types";
CREATE UNIQUE INDEX "load_types_facility_id_name_key" ON "load_types"("facility_id", "name");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
