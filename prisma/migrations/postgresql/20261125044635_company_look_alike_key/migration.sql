-- AlterTable
ALTER TABLE "carrier_companies" ADD COLUMN     "look_alike_key" TEXT;

-- CreateIndex
CREATE INDEX "carrier_companies_look_alike_key_idx" ON "carrier_companies"("look_alike_key");
