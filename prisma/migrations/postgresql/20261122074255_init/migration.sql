-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "facilities" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "time_zone" TEXT NOT NULL,
    "address" TEXT NOT NULL DEFAULT '',
    "carrier_instructions" TEXT NOT NULL DEFAULT '',
    "instant_booking" BOOLEAN NOT NULL DEFAULT false,
    "accepts_carrier_bookings" BOOLEAN NOT NULL DEFAULT true,
    "slot_step_minutes" INTEGER NOT NULL DEFAULT 30,
    "buffer_minutes" INTEGER NOT NULL DEFAULT 0,
    "min_notice_minutes" INTEGER NOT NULL DEFAULT 0,
    "horizon_days" INTEGER NOT NULL DEFAULT 90,
    "cancel_cutoff_minutes" INTEGER NOT NULL DEFAULT 0,
    "booking_version" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "facilities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "open_hours" (
    "id" TEXT NOT NULL,
    "facility_id" TEXT NOT NULL,
    "weekday" INTEGER NOT NULL,
    "start_minute" INTEGER NOT NULL,
    "end_minute" INTEGER NOT NULL,

    CONSTRAINT "open_hours_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "closed_dates" (
    "id" TEXT NOT NULL,
    "facility_id" TEXT NOT NULL,
    "date" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "closed_dates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "docks" (
    "id" TEXT NOT NULL,
    "facility_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "inbound" BOOLEAN NOT NULL DEFAULT true,
    "outbound" BOOLEAN NOT NULL DEFAULT true,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "docks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "load_types" (
    "id" TEXT NOT NULL,
    "facility_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "inbound" BOOLEAN NOT NULL DEFAULT true,
    "outbound" BOOLEAN NOT NULL DEFAULT true,
    "duration_minutes" INTEGER NOT NULL DEFAULT 60,
    "active" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "load_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "carrier_companies" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "carrier_companies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "password_hash" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "carrier_company_id" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "session_version" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_facilities" (
    "user_id" TEXT NOT NULL,
    "facility_id" TEXT NOT NULL,

    CONSTRAINT "user_facilities_pkey" PRIMARY KEY ("user_id","facility_id")
);

-- CreateTable
CREATE TABLE "api_tokens" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "prefix" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "carrier_company_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3),
    "revoked_at" TIMESTAMP(3),
    "last_used_at" TIMESTAMP(3),

    CONSTRAINT "api_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_token_facilities" (
    "token_id" TEXT NOT NULL,
    "facility_id" TEXT NOT NULL,

    CONSTRAINT "api_token_facilities_pkey" PRIMARY KEY ("token_id","facility_id")
);

-- CreateTable
CREATE TABLE "recurring_series" (
    "id" TEXT NOT NULL,
    "facility_id" TEXT NOT NULL,
    "repetition_type" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recurring_series_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "appointments" (
    "id" TEXT NOT NULL,
    "facility_id" TEXT NOT NULL,
    "dock_id" TEXT,
    "carrier_company_id" TEXT,
    "series_id" TEXT,
    "series_index" INTEGER,
    "type" TEXT NOT NULL,
    "loading_type" TEXT NOT NULL DEFAULT 'Live',
    "status" TEXT NOT NULL,
    "confirmation_code" TEXT NOT NULL,
    "scheduled_start" TIMESTAMP(3) NOT NULL,
    "scheduled_end" TIMESTAMP(3) NOT NULL,
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
    "estimated_start" TIMESTAMP(3),
    "checked_in_at" TIMESTAMP(3),
    "load_started_at" TIMESTAMP(3),
    "load_finished_at" TIMESTAMP(3),
    "checked_out_at" TIMESTAMP(3),
    "cancelled_at" TIMESTAMP(3),
    "cancelled_reason" TEXT,
    "cancelled_note" TEXT,
    "public_notes" TEXT NOT NULL DEFAULT '',
    "notes" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "appointments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_references" (
    "id" TEXT NOT NULL,
    "appointment_id" TEXT NOT NULL,
    "reference_id" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "order_references_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "appointment_load_types" (
    "appointment_id" TEXT NOT NULL,
    "load_type_id" TEXT NOT NULL,

    CONSTRAINT "appointment_load_types_pkey" PRIMARY KEY ("appointment_id","load_type_id")
);

-- CreateTable
CREATE TABLE "appointment_events" (
    "id" TEXT NOT NULL,
    "appointment_id" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "changes" TEXT NOT NULL DEFAULT '{}',

    CONSTRAINT "appointment_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_records" (
    "id" TEXT NOT NULL,
    "caller_key" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_records_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "open_hours_facility_id_idx" ON "open_hours"("facility_id");

-- CreateIndex
CREATE UNIQUE INDEX "closed_dates_facility_id_date_key" ON "closed_dates"("facility_id", "date");

-- CreateIndex
CREATE UNIQUE INDEX "docks_facility_id_name_key" ON "docks"("facility_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "load_types_facility_id_name_key" ON "load_types"("facility_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "carrier_companies_name_key" ON "carrier_companies"("name");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "api_tokens_hash_key" ON "api_tokens"("hash");

-- CreateIndex
CREATE UNIQUE INDEX "appointments_confirmation_code_key" ON "appointments"("confirmation_code");

-- CreateIndex
CREATE INDEX "appointments_facility_id_scheduled_start_id_idx" ON "appointments"("facility_id", "scheduled_start", "id");

-- CreateIndex
CREATE INDEX "appointments_facility_id_created_at_id_idx" ON "appointments"("facility_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "appointments_facility_id_updated_at_id_idx" ON "appointments"("facility_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "appointments_dock_id_scheduled_start_idx" ON "appointments"("dock_id", "scheduled_start");

-- CreateIndex
CREATE INDEX "appointments_series_id_idx" ON "appointments"("series_id");

-- CreateIndex
CREATE INDEX "order_references_appointment_id_position_idx" ON "order_references"("appointment_id", "position");

-- CreateIndex
CREATE INDEX "appointment_events_appointment_id_at_idx" ON "appointment_events"("appointment_id", "at");

-- CreateIndex
CREATE INDEX "idempotency_records_created_at_idx" ON "idempotency_records"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "idempotency_records_caller_key_key_key" ON "idempotency_records"("caller_key", "key");

-- AddForeignKey
ALTER TABLE "open_hours" ADD CONSTRAINT "open_hours_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "closed_dates" ADD CONSTRAINT "closed_dates_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "docks" ADD CONSTRAINT "docks_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "load_types" ADD CONSTRAINT "load_types_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_carrier_company_id_fkey" FOREIGN KEY ("carrier_company_id") REFERENCES "carrier_companies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_facilities" ADD CONSTRAINT "user_facilities_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_facilities" ADD CONSTRAINT "user_facilities_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_carrier_company_id_fkey" FOREIGN KEY ("carrier_company_id") REFERENCES "carrier_companies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_token_facilities" ADD CONSTRAINT "api_token_facilities_token_id_fkey" FOREIGN KEY ("token_id") REFERENCES "api_tokens"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_token_facilities" ADD CONSTRAINT "api_token_facilities_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recurring_series" ADD CONSTRAINT "recurring_series_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_dock_id_fkey" FOREIGN KEY ("dock_id") REFERENCES "docks"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_carrier_company_id_fkey" FOREIGN KEY ("carrier_company_id") REFERENCES "carrier_companies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_series_id_fkey" FOREIGN KEY ("series_id") REFERENCES "recurring_series"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_references" ADD CONSTRAINT "order_references_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointment_load_types" ADD CONSTRAINT "appointment_load_types_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointment_load_types" ADD CONSTRAINT "appointment_load_types_load_type_id_fkey" FOREIGN KEY ("load_type_id") REFERENCES "load_types"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

