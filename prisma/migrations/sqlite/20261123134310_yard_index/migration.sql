-- CreateIndex
CREATE INDEX "appointments_facility_id_checked_out_at_checked_in_at_idx" ON "appointments"("facility_id", "checked_out_at", "checked_in_at");
