-- AlterTable
ALTER TABLE "facilities" ADD COLUMN     "custom_fields" TEXT NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "appointments" ADD COLUMN     "custom_fields" TEXT NOT NULL DEFAULT '{}';
