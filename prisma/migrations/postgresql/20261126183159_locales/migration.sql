-- AlterTable
ALTER TABLE "facilities" ADD COLUMN     "default_locale" TEXT NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "locale" TEXT;

-- AlterTable
ALTER TABLE "appointments" ADD COLUMN     "locale" TEXT;

-- AlterTable
ALTER TABLE "gate_links" ADD COLUMN     "locale" TEXT;
