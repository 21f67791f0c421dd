-- CreateTable
CREATE TABLE "sms_messages" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "delivery_id" TEXT,
    "facility_id" TEXT NOT NULL,
    "appointment_id" TEXT,
    "direction" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "encoding" TEXT NOT NULL,
    "segments" INTEGER NOT NULL,
    "state" TEXT NOT NULL,
    "smsc_id" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "state_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "sms_messages_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "outbox_deliveries" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "sms_opt_outs" (
    "phone" TEXT NOT NULL PRIMARY KEY,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
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
    "custom_fields" TEXT NOT NULL DEFAULT '[]',
    "default_locale" TEXT NOT NULL DEFAULT 'en',
    "country" TEXT NOT NULL DEFAULT 'US',
    "phone" TEXT NOT NULL DEFAULT '',
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_facilities" ("accepts_carrier_bookings", "address", "booking_version", "buffer_minutes", "cancel_cutoff_minutes", "caps", "carrier_instructions", "created_at", "custom_fields", "default_locale", "dock_closures", "free_time_minutes", "holds", "horizon_days", "id", "instant_booking", "min_notice_minutes", "name", "notification_emails", "on_time_tolerance_minutes", "public_booking", "reference_check", "reference_secret", "reminder_hours", "slot_step_minutes", "slug", "time_zone", "updated_at") SELECT "accepts_carrier_bookings", "address", "booking_version", "buffer_minutes", "cancel_cutoff_minutes", "caps", "carrier_instructions", "created_at", "custom_fields", "default_locale", "dock_closures", "free_time_minutes", "holds", "horizon_days", "id", "instant_booking", "min_notice_minutes", "name", "notification_emails", "on_time_tolerance_minutes", "public_booking", "reference_check", "reference_secret", "reminder_hours", "slot_step_minutes", "slug", "time_zone", "updated_at" FROM "facilities";
DROP TABLE "facilities";
ALTER TABLE "new_facilities" RENAME TO "facilities";
CREATE UNIQUE INDEX "facilities_slug_key" ON "facilities"("slug");
CREATE TABLE "new_appointments" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "facility_id" TEXT NOT NULL,
    "dock_id" TEXT,
    "carrier_company_id" TEXT,
    "series_id" TEXT,
    "series_index" INTEGER,
    "type" TEXT NOT NULL,
    "loading_type" TEXT NOT NULL DEFAULT 'Live',
    "status" TEXT NOT NULL,
    "confirmation_code" TEXT NOT NULL,
    "scheduled_start" DATETIME NOT NULL,
    "scheduled_end" DATETIME NOT NULL,
    "is_work_in" BOOLEAN NOT NULL DEFAULT false,
    "quantity" INTEGER,
    "units" TEXT,
    "carrier" TEXT,
    "carrier_emails" TEXT NOT NULL DEFAULT '[]',
    "shipper_emails" TEXT NOT NULL DEFAULT '[]',
    "receiver_emails" TEXT NOT NULL DEFAULT '[]',
    "carrier_phone" TEXT,
    "carrier_driver" TEXT,
    "carrier_driver_phone" TEXT,
    "driver_sms_consent" BOOLEAN NOT NULL DEFAULT false,
    "carrier_notes" TEXT NOT NULL DEFAULT '',
    "locale" TEXT,
    "shipper_receiver" TEXT,
    "forklift" TEXT,
    "trailer_number" TEXT,
    "seal_number" TEXT,
    "estimated_start" DATETIME,
    "checked_in_at" DATETIME,
    "load_started_at" DATETIME,
    "load_finished_at" DATETIME,
    "checked_out_at" DATETIME,
    "cancelled_at" DATETIME,
    "cancelled_reason" TEXT,
    "cancelled_note" TEXT,
    "public_notes" TEXT NOT NULL DEFAULT '',
    "notes" TEXT NOT NULL DEFAULT '',
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "reminder_for" DATETIME,
    "override_reason" TEXT,
    "custom_fields" TEXT NOT NULL DEFAULT '{}',
    CONSTRAINT "appointments_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "appointments_dock_id_fkey" FOREIGN KEY ("dock_id") REFERENCES "docks" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "appointments_carrier_company_id_fkey" FOREIGN KEY ("carrier_company_id") REFERENCES "carrier_companies" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "appointments_series_id_fkey" FOREIGN KEY ("series_id") REFERENCES "recurring_series" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_appointments" ("cancelled_at", "cancelled_note", "cancelled_reason", "carrier", "carrier_company_id", "carrier_driver", "carrier_driver_phone", "carrier_emails", "carrier_notes", "carrier_phone", "checked_in_at", "checked_out_at", "confirmation_code", "created_at", "custom_fields", "dock_id", "estimated_start", "facility_id", "forklift", "id", "is_work_in", "load_finished_at", "load_started_at", "loading_type", "locale", "notes", "override_reason", "public_notes", "quantity", "receiver_emails", "reminder_for", "scheduled_end", "scheduled_start", "seal_number", "sequence", "series_id", "series_index", "shipper_emails", "shipper_receiver", "status", "trailer_number", "type", "units", "updated_at") SELECT "cancelled_at", "cancelled_note", "cancelled_reason", "carrier", "carrier_company_id", "carrier_driver", "carrier_driver_phone", "carrier_emails", "carrier_notes", "carrier_phone", "checked_in_at", "checked_out_at", "confirmation_code", "created_at", "custom_fields", "dock_id", "estimated_start", "facility_id", "forklift", "id", "is_work_in", "load_finished_at", "load_started_at", "loading_type", "locale", "notes", "override_reason", "public_notes", "quantity", "receiver_emails", "reminder_for", "scheduled_end", "scheduled_start", "seal_number", "sequence", "series_id", "series_index", "shipper_emails", "shipper_receiver", "status", "trailer_number", "type", "units", "updated_at" FROM "appointments";
DROP TABLE "appointments";
ALTER TABLE "new_appointments" RENAME TO "appointments";
CREATE UNIQUE INDEX "appointments_confirmation_code_key" ON "appointments"("confirmation_code");
CREATE INDEX "appointments_facility_id_scheduled_start_id_idx" ON "appointments"("facility_id", "scheduled_start", "id");
CREATE INDEX "appointments_facility_id_created_at_id_idx" ON "appointments"("facility_id", "created_at", "id");
CREATE INDEX "appointments_facility_id_updated_at_id_idx" ON "appointments"("facility_id", "updated_at", "id");
CREATE INDEX "appointments_dock_id_scheduled_start_idx" ON "appointments"("dock_id", "scheduled_start");
CREATE INDEX "appointments_series_id_idx" ON "appointments"("series_id");
CREATE INDEX "appointments_facility_id_checked_out_at_checked_in_at_idx" ON "appointments"("facility_id", "checked_out_at", "checked_in_at");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "sms_messages_delivery_id_key" ON "sms_messages"("delivery_id");

-- CreateIndex
CREATE INDEX "sms_messages_appointment_id_created_at_idx" ON "sms_messages"("appointment_id", "created_at");

-- CreateIndex
CREATE INDEX "sms_messages_facility_id_created_at_idx" ON "sms_messages"("facility_id", "created_at");

-- CreateIndex
CREATE INDEX "sms_messages_smsc_id_idx" ON "sms_messages"("smsc_id");

-- CreateIndex
CREATE INDEX "sms_messages_phone_created_at_idx" ON "sms_messages"("phone", "created_at");
