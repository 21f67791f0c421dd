-- CreateTable
CREATE TABLE "reference_lists" (
    "facility_id" TEXT NOT NULL PRIMARY KEY,
    "current_list" INTEGER NOT NULL DEFAULT 0,
    "last_list" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "reference_lists_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_valid_references" (
    "facility_id" TEXT NOT NULL,
    "list_id" INTEGER NOT NULL DEFAULT 0,
    "reference_id" TEXT NOT NULL,
    "expires_on" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("facility_id", "list_id", "reference_id"),
    CONSTRAINT "valid_references_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_valid_references" ("created_at", "expires_on", "facility_id", "reference_id") SELECT "created_at", "expires_on", "facility_id", "reference_id" FROM "valid_references";
DROP TABLE "valid_references";
ALTER TABLE "new_valid_references" RENAME TO "valid_references";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
