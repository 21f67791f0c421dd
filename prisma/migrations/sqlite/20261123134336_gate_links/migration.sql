-- AlterTable
ALTER TABLE "mail_messages" ADD COLUMN "qr" TEXT;

-- CreateTable
CREATE TABLE "gate_links" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "facility_id" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "prefix" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" DATETIME,
    "revoked_at" DATETIME,
    CONSTRAINT "gate_links_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "gate_links_hash_key" ON "gate_links"("hash");

-- CreateIndex
CREATE INDEX "gate_links_facility_id_idx" ON "gate_links"("facility_id");
