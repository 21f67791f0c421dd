-- AlterTable
ALTER TABLE "facilities" ADD COLUMN     "country" TEXT NOT NULL DEFAULT 'US',
ADD COLUMN     "phone" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "appointments" ADD COLUMN     "driver_sms_consent" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "sms_messages" (
    "id" TEXT NOT NULL,
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
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "state_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sms_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sms_opt_outs" (
    "phone" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sms_opt_outs_pkey" PRIMARY KEY ("phone")
);

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

-- AddForeignKey
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "outbox_deliveries"("id") ON DELETE CASCADE ON UPDATE CASCADE;
