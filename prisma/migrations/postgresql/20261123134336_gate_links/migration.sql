-- AlterTable
ALTER TABLE "mail_messages" ADD COLUMN     "qr" TEXT;

-- CreateTable
CREATE TABLE "gate_links" (
    "id" TEXT NOT NULL,
    "facility_id" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "prefix" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3),
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "gate_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "gate_links_hash_key" ON "gate_links"("hash");

-- CreateIndex
CREATE INDEX "gate_links_facility_id_idx" ON "gate_links"("facility_id");

-- AddForeignKey
ALTER TABLE "gate_links" ADD CONSTRAINT "gate_links_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities"("id") ON DELETE CASCADE ON UPDATE CASCADE;
