-- AlterTable
ALTER TABLE "facilities" ADD COLUMN     "free_time_minutes" INTEGER NOT NULL DEFAULT 120,
ADD COLUMN     "on_time_tolerance_minutes" INTEGER NOT NULL DEFAULT 15;
