-- AlterTable
ALTER TABLE "facilities" ADD COLUMN     "reference_check" TEXT NOT NULL DEFAULT '{}',
ADD COLUMN     "reference_secret" TEXT;

-- CreateTable
CREATE TABLE "valid_references" (
    "facility_id" TEXT NOT NULL,
    "reference_id" TEXT NOT NULL,
    "expires_on" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "valid_references_pkey" PRIMARY KEY ("facility_id","reference_id")
);

-- CreateIndex
CREATE INDEX "order_references_reference_id_idx" ON "order_references"("reference_id");

-- AddForeignKey
ALTER TABLE "valid_references" ADD CONSTRAINT "valid_references_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities"("id") ON DELETE CASCADE ON UPDATE CASCADE;
