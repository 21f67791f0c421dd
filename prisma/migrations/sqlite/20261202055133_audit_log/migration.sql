-- AlterTable
ALTER TABLE "appointments" ADD COLUMN "personal_erased_at" DATETIME;

-- CreateTable
CREATE TABLE "audit_entries" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_kind" TEXT NOT NULL,
    "actor_id" TEXT,
    "actor_label" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "target_kind" TEXT NOT NULL,
    "target_id" TEXT,
    "facility_ids" TEXT NOT NULL DEFAULT '',
    "before" TEXT,
    "after" TEXT
);

-- CreateIndex
CREATE INDEX "audit_entries_at_idx" ON "audit_entries"("at");

-- CreateIndex
CREATE INDEX "audit_entries_actor_id_at_idx" ON "audit_entries"("actor_id", "at");

-- CreateIndex
CREATE INDEX "audit_entries_target_kind_at_idx" ON "audit_entries"("target_kind", "at");

-- CreateIndex
CREATE INDEX "appointments_personal_erased_at_scheduled_end_idx" ON "appointments"("personal_erased_at", "scheduled_end");
