-- CreateTable
CREATE TABLE "sms_early_receipts" (
    "smsc_id" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "received_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sms_early_receipts_pkey" PRIMARY KEY ("smsc_id")
);

-- CreateIndex
CREATE INDEX "sms_early_receipts_received_at_idx" ON "sms_early_receipts"("received_at");
