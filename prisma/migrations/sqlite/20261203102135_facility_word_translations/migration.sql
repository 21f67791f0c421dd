-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_docks" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "facility_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "name_translations" TEXT NOT NULL DEFAULT '{}',
    "position" INTEGER NOT NULL DEFAULT 0,
    "inbound" BOOLEAN NOT NULL DEFAULT true,
    "outbound" BOOLEAN NOT NULL DEFAULT true,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "load_type_ids" TEXT NOT NULL DEFAULT '[]',
    "open_hours" TEXT,
    CONSTRAINT "docks_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_docks" ("active", "facility_id", "id", "inbound", "load_type_ids", "name", "open_hours", "outbound", "position") SELECT "active", "facility_id", "id", "inbound", "load_type_ids", "name", "open_hours", "outbound", "position" FROM "docks";
DROP TABLE "docks";
ALTER TABLE "new_docks" RENAME TO "docks";
CREATE UNIQUE INDEX "docks_facility_id_name_key" ON "docks"("facility_id", "name");
CREATE TABLE "new_load_types" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "facility_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "name_translations" TEXT NOT NULL DEFAULT '{}',
    "inbound" BOOLEAN NOT NULL DEFAULT true,
    "outbound" BOOLEAN NOT NULL DEFAULT true,
    "duration_minutes" INTEGER NOT NULL DEFAULT 60,
    "minutes_per_unit" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    CONSTRAINT "load_types_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_load_types" ("active", "duration_minutes", "facility_id", "id", "inbound", "minutes_per_unit", "name", "outbound") SELECT "active", "duration_minutes", "facility_id", "id", "inbound", "minutes_per_unit", "name", "outbound" FROM "load_types";
DROP TABLE "load_types";
ALTER TABLE "new_load_types" RENAME TO "load_types";
CREATE UNIQUE INDEX "load_types_facility_id_name_key" ON "load_types"("facility_id", "name");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
