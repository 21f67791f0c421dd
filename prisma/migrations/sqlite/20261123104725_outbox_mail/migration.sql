-- CreateTable
CREATE TABLE "outbox_events" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "type" TEXT NOT NULL,
    "appointment_id" TEXT NOT NULL,
    "facility_id" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "previous_status" TEXT,
    "action" TEXT NOT NULL,
    "actor_role" TEXT NOT NULL,
    "changes" TEXT NOT NULL DEFAULT '{}',
    "payload" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dispatched_at" DATETIME,
    CONSTRAINT "outbox_events_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "outbox_deliveries" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "channel" TEXT NOT NULL,
    "event_id" TEXT,
    "target" TEXT NOT NULL,
    "order_key" TEXT,
    "status" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" DATETIME NOT NULL,
    "locked_until" DATETIME,
    "locked_by" TEXT,
    "last_error" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" DATETIME,
    CONSTRAINT "outbox_deliveries_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "outbox_events" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "mail_messages" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "delivery_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "ics_method" TEXT,
    "ics" TEXT,
    "appointment_id" TEXT,
    CONSTRAINT "mail_messages_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "outbox_deliveries" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "delivery_attempts" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "delivery_id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "at" DATETIME NOT NULL,
    "duration_ms" INTEGER NOT NULL,
    "error" TEXT,
    "response_status" INTEGER,
    CONSTRAINT "delivery_attempts_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "outbox_deliveries" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "manage_links" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "appointment_id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "manage_links_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments" ("id") ON DELETE CASCADE ON UPDATE CASCADE
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
    "booking_version" INTEGER NOT NULL DEFAULT 0,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_facilities" ("accepts_carrier_bookings", "address", "booking_version", "buffer_minutes", "cancel_cutoff_minutes", "carrier_instructions", "created_at", "horizon_days", "id", "instant_booking", "min_notice_minutes", "name", "slot_step_minutes", "time_zone", "updated_at") SELECT "accepts_carrier_bookings", "address", "booking_version", "buffer_minutes", "cancel_cutoff_minutes", "carrier_instructions", "created_at", "horizon_days", "id", "instant_booking", "min_notice_minutes", "name", "slot_step_minutes", "time_zone", "updated_at" FROM "facilities";
DROP TABLE "facilities";
ALTER TABLE "new_facilities" RENAME TO "facilities";
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
    "carrier_notes" TEXT NOT NULL DEFAULT '',
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
    CONSTRAINT "appointments_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "appointments_dock_id_fkey" FOREIGN KEY ("dock_id") REFERENCES "docks" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "appointments_carrier_company_id_fkey" FOREIGN KEY ("carrier_company_id") REFERENCES "carrier_companies" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "appointments_series_id_fkey" FOREIGN KEY ("series_id") REFERENCES "recurring_series" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_appointments" ("cancelled_at", "cancelled_note", "cancelled_reason", "carrier", "carrier_company_id", "carrier_driver", "carrier_emails", "carrier_notes", "carrier_phone", "checked_in_at", "checked_out_at", "confirmation_code", "created_at", "dock_id", "estimated_start", "facility_id", "forklift", "id", "is_work_in", "load_finished_at", "load_started_at", "loading_type", "notes", "public_notes", "quantity", "receiver_emails", "scheduled_end", "scheduled_start", "seal_number", "series_id", "series_index", "shipper_emails", "shipper_receiver", "status", "trailer_number", "type", "units", "updated_at") SELECT "cancelled_at", "cancelled_note", "cancelled_reason", "carrier", "carrier_company_id", "carrier_driver", "carrier_emails", "carrier_notes", "carrier_phone", "checked_in_at", "checked_out_at", "confirmation_code", "created_at", "dock_id", "estimated_start", "facility_id", "forklift", "id", "is_work_in", "load_finished_at", "load_started_at", "loading_type", "notes", "public_notes", "quantity", "receiver_emails", "scheduled_end", "scheduled_start", "seal_number", "series_id", "series_index", "shipper_emails", "shipper_receiver", "status", "trailer_number", "type", "units", "updated_at" FROM "appointments";
DROP TABLE "appointments";
ALTER TABLE "new_appointments" RENAME TO "appointments";
CREATE UNIQUE INDEX "appointments_confirmation_code_key" ON "appointments"("confirmation_code");
CREATE INDEX "appointments_facility_id_scheduled_start_id_idx" ON "appointments"("facility_id", "scheduled_start", "id");
CREATE INDEX "appointments_facility_id_created_at_id_idx" ON "appointments"("facility_id", "created_at", "id");
CREATE INDEX "appointments_facility_id_updated_at_id_idx" ON "appointments"("facility_id", "updated_at", "id");
CREATE INDEX "appointments_dock_id_scheduled_start_idx" ON "appointments"("dock_id", "scheduled_start");
CREATE INDEX "appointments_series_id_idx" ON "appointments"("series_id");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "outbox_events_dispatched_at_created_at_idx" ON "outbox_events"("dispatched_at", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "outbox_events_appointment_id_sequence_key" ON "outbox_events"("appointment_id", "sequence");

-- CreateIndex
CREATE INDEX "outbox_deliveries_status_next_attempt_at_idx" ON "outbox_deliveries"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "outbox_deliveries_order_key_status_idx" ON "outbox_deliveries"("order_key", "status");

-- CreateIndex
CREATE INDEX "outbox_deliveries_channel_created_at_id_idx" ON "outbox_deliveries"("channel", "created_at", "id");

-- CreateIndex
CREATE INDEX "outbox_deliveries_event_id_idx" ON "outbox_deliveries"("event_id");

-- CreateIndex
CREATE UNIQUE INDEX "mail_messages_delivery_id_key" ON "mail_messages"("delivery_id");

-- CreateIndex
CREATE INDEX "mail_messages_appointment_id_idx" ON "mail_messages"("appointment_id");

-- CreateIndex
CREATE UNIQUE INDEX "delivery_attempts_delivery_id_number_key" ON "delivery_attempts"("delivery_id", "number");

-- CreateIndex
CREATE UNIQUE INDEX "manage_links_token_hash_key" ON "manage_links"("token_hash");

-- CreateIndex
CREATE INDEX "manage_links_appointment_id_idx" ON "manage_links"("appointment_id");

