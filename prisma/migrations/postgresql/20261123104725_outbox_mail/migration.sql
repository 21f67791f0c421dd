-- AlterTable
ALTER TABLE "facilities" ADD COLUMN     "notification_emails" TEXT NOT NULL DEFAULT '[]',
ADD COLUMN     "reminder_hours" INTEGER NOT NULL DEFAULT 24;

-- AlterTable
ALTER TABLE "appointments" ADD COLUMN     "reminder_for" TIMESTAMP(3),
ADD COLUMN     "sequence" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "outbox_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "appointment_id" TEXT NOT NULL,
    "facility_id" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "previous_status" TEXT,
    "action" TEXT NOT NULL,
    "actor_role" TEXT NOT NULL,
    "changes" TEXT NOT NULL DEFAULT '{}',
    "payload" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dispatched_at" TIMESTAMP(3),

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_deliveries" (
    "id" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "event_id" TEXT,
    "target" TEXT NOT NULL,
    "order_key" TEXT,
    "status" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3) NOT NULL,
    "locked_until" TIMESTAMP(3),
    "locked_by" TEXT,
    "last_error" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "outbox_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mail_messages" (
    "id" TEXT NOT NULL,
    "delivery_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "ics_method" TEXT,
    "ics" TEXT,
    "appointment_id" TEXT,

    CONSTRAINT "mail_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "delivery_attempts" (
    "id" TEXT NOT NULL,
    "delivery_id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "duration_ms" INTEGER NOT NULL,
    "error" TEXT,
    "response_status" INTEGER,

    CONSTRAINT "delivery_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "manage_links" (
    "id" TEXT NOT NULL,
    "appointment_id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "manage_links_pkey" PRIMARY KEY ("id")
);

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

-- AddForeignKey
ALTER TABLE "outbox_events" ADD CONSTRAINT "outbox_events_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "outbox_deliveries" ADD CONSTRAINT "outbox_deliveries_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "outbox_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "outbox_deliveries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "outbox_deliveries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "manage_links" ADD CONSTRAINT "manage_links_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

