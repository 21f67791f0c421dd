-- AlterTable
ALTER TABLE "facilities" ADD COLUMN     "public_booking" TEXT NOT NULL DEFAULT 'off',
ADD COLUMN     "slug" TEXT;

-- Every facility gets its public link slug from its name: lower-case ASCII
-- letters and digits, other characters as one hyphen (as lib/facilities/slug.ts
-- does for new ones), a name without any gets facility-<id>, a repeated slug
-- gets the start of the facility id. Staff can change it in the settings.
UPDATE "facilities" SET "slug" = trim(both '-' from left(trim(both '-' from
    regexp_replace(translate(lower("name"), 'àáâãäåçèéêëìíîïñòóôõöøùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝ', 'aaaaaaceeeeiiiinoooooouuuuyyaaaaaaceeeeiiiinoooooouuuuy'), '[^a-z0-9]+', '-', 'g')), 50));
UPDATE "facilities" SET "slug" = 'facility-' || left("id", 8) WHERE "slug" = '';
UPDATE "facilities" AS "f" SET "slug" = "f"."slug" || '-' || left("f"."id", 8) WHERE EXISTS (
    SELECT 1 FROM "facilities" "o" WHERE "o"."slug" = "f"."slug" AND ("o"."created_at", "o"."id") < ("f"."created_at", "f"."id"));
ALTER TABLE "facilities" ALTER COLUMN "slug" SET NOT NULL;

-- AlterTable
ALTER TABLE "appointments" ADD COLUMN     "carrier_driver_phone" TEXT;

-- CreateTable
CREATE TABLE "password_resets" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_resets_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "password_resets"("token_hash");

-- CreateIndex
CREATE INDEX "password_resets_user_id_idx" ON "password_resets"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "facilities_slug_key" ON "facilities"("slug");

-- AddForeignKey
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

