-- CreateTable
CREATE TABLE "sms_early_receipts" (
    "smsc_id" TEXT NOT NULL PRIMARY KEY,
    "state" TEXT NOT NULL,
    "received_at" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "sms_early_receipts_received_at_idx" ON "sms_early_receipts"("received_at");
