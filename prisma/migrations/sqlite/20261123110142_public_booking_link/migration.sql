-- AlterTable
ALTER TABLE "appointments" ADD COLUMN "carrier_driver_phone" TEXT;

-- CreateTable
CREATE TABLE "password_resets" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "user_id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" DATETIME NOT NULL,
    "used_at" DATETIME,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "password_resets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_facilities" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "time_zone" TEXT NOT NULL,
    "address" TEXT NOT NULL DEFAULT '',
    "carrier_instructions" TEXT NOT NULL DEFAULT '',
    "reminder_hours" INTEGER NOT NULL DEFAULT 24,
    "notification_emails" TEXT NOT NULL DEFAULT '[]',
    "instant_booking" BOOLEAN NOT NULL DEFAULT false,
    "accepts_carrier_bookings" BOOLEAN NOT NULL DEFAULT true,
    "slot_step_minutes" INTEGER NOT NULL DEFAULT 30,
    "buffer_minutes" INTEGER NOT NULL DEFAULT 0,
    "min_notice_minutes" INTEGER NOT NULL DEFAULT 0,
    "horizon_days" INTEGER NOT NULL DEFAULT 90,
    "cancel_cutoff_minutes" INTEGER NOT NULL DEFAULT 0,
    "slug" TEXT NOT NULL,
    "public_booking" TEXT NOT NULL DEFAULT 'off',
    "booking_version" INTEGER NOT NULL DEFAULT 0,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
-- Every facility gets its public link slug from its name: lower-case ASCII
-- letters and digits, other characters as one hyphen (as lib/facilities/slug.ts
-- does for new ones), a name without any gets facility-<id>, a repeated slug
-- gets the start of the facility id. Staff can change it in the settings.
WITH RECURSIVE "walk"("id", "rest", "out") AS (
    SELECT "id", lower("name"), '' FROM "facilities"
    UNION ALL
    SELECT "id", substr("rest", 2), "out" || CASE
        WHEN substr("rest", 1, 1) BETWEEN 'a' AND 'z' OR substr("rest", 1, 1) BETWEEN '0' AND '9' THEN substr("rest", 1, 1)
        WHEN instr('àáâãäåçèéêëìíîïñòóôõöøùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝ', substr("rest", 1, 1)) > 0
            THEN substr('aaaaaaceeeeiiiinoooooouuuuyyaaaaaaceeeeiiiinoooooouuuuy', instr('àáâãäåçèéêëìíîïñòóôõöøùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝ', substr("rest", 1, 1)), 1)
        WHEN "out" = '' OR substr("out", -1) = '-' THEN ''
        ELSE '-' END
    FROM "walk" WHERE "rest" <> ''
)
INSERT INTO "new_facilities" ("accepts_carrier_bookings", "address", "booking_version", "buffer_minutes", "cancel_cutoff_minutes", "carrier_instructions", "created_at", "horizon_days", "id", "instant_booking", "min_notice_minutes", "name", "notification_emails", "reminder_hours", "slot_step_minutes", "time_zone", "updated_at", "slug") SELECT f."accepts_carrier_bookings", f."address", f."booking_version", f."buffer_minutes", f."cancel_cutoff_minutes", f."carrier_instructions", f."created_at", f."horizon_days", f."id", f."instant_booking", f."min_notice_minutes", f."name", f."notification_emails", f."reminder_hours", f."slot_step_minutes", f."time_zone", f."updated_at", rtrim(substr("walk"."out", 1, 50), '-') FROM "facilities" f JOIN "walk" ON "walk"."id" = f."id" AND "walk"."rest" = '';
UPDATE "new_facilities" SET "slug" = 'facility-' || substr("id", 1, 8) WHERE "slug" = '';
UPDATE "new_facilities" SET "slug" = "slug" || '-' || substr("id", 1, 8) WHERE EXISTS (
    SELECT 1 FROM "new_facilities" "o" WHERE "o"."slug" = "new_facilities"."slug"
    AND ("o"."created_at" < "new_facilities"."created_at" OR ("o"."created_at" = "new_facilities"."created_at" AND "o"."id" < "new_facilities"."id")));
DROP TABLE "facilities";
ALTER TABLE "new_facilities" RENAME TO "facilities";
CREATE UNIQUE INDEX "facilities_slug_key" ON "facilities"("slug");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "password_resets"("token_hash");

-- CreateIndex
CREATE INDEX "password_resets_user_id_idx" ON "password_resets"("user_id");

