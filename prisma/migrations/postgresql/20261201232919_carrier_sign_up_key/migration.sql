-- AlterTable
ALTER TABLE "carrier_companies" ADD COLUMN     "sign_up_key" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "carrier_companies_sign_up_key_key" ON "carrier_companies"("sign_up_key");

-- Look-alike keys are taken anew (the skeleton now comes before case folding): the start fills them in again
-- (lib/carriers/companies.ts backfillCompanyNameKeys).
UPDATE "carrier_companies" SET "look_alike_key" = NULL;
