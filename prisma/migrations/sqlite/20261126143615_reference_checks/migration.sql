-- CreateTable
CREATE TABLE "valid_references" (
    "facility_id" TEXT NOT NULL,
    "reference_id" TEXT NOT NULL,
    "expires_on" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("facility_id", "reference_id"),
    CONSTRAINT "valid_references_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable (added, not redefined: a redefinition would drop the columns other migrations of the same day add)
ALTER TABLE "facilities" ADD COLUMN "reference_check" TEXT NOT NULL DEFAULT '{}';
ALTER TABLE "facilities" ADD COLUMN "reference_secret" TEXT;

-- CreateIndex
CREATE INDEX "order_references_reference_id_idx" ON "order_references"("reference_id");
