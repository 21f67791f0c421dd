-- CreateTable
CREATE TABLE "facility_events" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "facility_id" TEXT NOT NULL,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor" TEXT NOT NULL,
    "changes" TEXT NOT NULL DEFAULT '{}',
    CONSTRAINT "facility_events_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "facility_events_facility_id_at_idx" ON "facility_events"("facility_id", "at");

