-- AlterTable
ALTER TABLE "users" ADD COLUMN "locale" TEXT;

-- AlterTable
ALTER TABLE "appointments" ADD COLUMN "locale" TEXT;

-- AlterTable
ALTER TABLE "gate_links" ADD COLUMN "locale" TEXT;

-- AlterTable (appended: SQLite needs no rebuild of facilities for a column with a default)
ALTER TABLE "facilities" ADD COLUMN "default_locale" TEXT NOT NULL DEFAULT 'en';
