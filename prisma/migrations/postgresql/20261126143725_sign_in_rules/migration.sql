-- AlterTable
ALTER TABLE "users" ADD COLUMN     "rule_deactivated" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "sso_subject" TEXT;

-- CreateTable
CREATE TABLE "sign_in_rules" (
    "id" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "match" TEXT NOT NULL,
    "claim" TEXT NOT NULL DEFAULT '',
    "value" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "carrier_company_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sign_in_rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sign_in_rule_facilities" (
    "rule_id" TEXT NOT NULL,
    "facility_id" TEXT NOT NULL,

    CONSTRAINT "sign_in_rule_facilities_pkey" PRIMARY KEY ("rule_id","facility_id")
);

-- CreateTable
CREATE TABLE "sso_only_domains" (
    "domain" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sso_only_domains_pkey" PRIMARY KEY ("domain")
);

-- CreateIndex
CREATE INDEX "sign_in_rules_position_idx" ON "sign_in_rules"("position");

-- CreateIndex
CREATE UNIQUE INDEX "users_sso_subject_key" ON "users"("sso_subject");

-- AddForeignKey
ALTER TABLE "sign_in_rules" ADD CONSTRAINT "sign_in_rules_carrier_company_id_fkey" FOREIGN KEY ("carrier_company_id") REFERENCES "carrier_companies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sign_in_rule_facilities" ADD CONSTRAINT "sign_in_rule_facilities_rule_id_fkey" FOREIGN KEY ("rule_id") REFERENCES "sign_in_rules"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sign_in_rule_facilities" ADD CONSTRAINT "sign_in_rule_facilities_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facilities"("id") ON DELETE CASCADE ON UPDATE CASCADE;
