-- AlterTable
ALTER TABLE "valid_references" DROP CONSTRAINT "valid_references_pkey",
ADD COLUMN     "list_id" INTEGER NOT NULL DEFAULT 0,
ADD CONSTRAINT "valid_references_pkey" PRIMARY KEY ("facility_id", "list_id", "reference_id");

-- CreateTable
CREATE TABLE "reference_lists" (
    "facility_id" TEXT NOT NULL,
    "current_list" INTEGER NOT NULL DEFAULT 0,
    "last_list" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "reference_lists_pkey" PRIMARY KEY ("facility_id")
);

-- AddForeignKey
ALTER TABLE "reference_lists" ADD CONSTRAINT "reference_lists_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities"("id") ON DELETE CASCADE ON UPDATE CASCADE;
