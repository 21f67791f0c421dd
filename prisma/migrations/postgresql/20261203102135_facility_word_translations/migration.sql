-- AlterTable
ALTER TABLE "docks" ADD COLUMN     "name_translations" TEXT NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "load_types" ADD COLUMN     "name_translations" TEXT NOT NULL DEFAULT '{}';
