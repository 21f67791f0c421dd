-- AlterTable
ALTER TABLE "facilities" ADD COLUMN     "caps" TEXT NOT NULL DEFAULT '[]',
ADD COLUMN     "dock_closures" TEXT NOT NULL DEFAULT '[]',
ADD COLUMN     "holds" TEXT NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "docks" ADD COLUMN     "load_type_ids" TEXT NOT NULL DEFAULT '[]',
ADD COLUMN     "open_hours" TEXT;

-- AlterTable
ALTER TABLE "load_types" ADD COLUMN     "minutes_per_unit" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "appointments" ADD COLUMN     "override_reason" TEXT;
