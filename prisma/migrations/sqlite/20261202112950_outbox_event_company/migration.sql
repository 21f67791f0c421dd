-- AlterTable
ALTER TABLE "outbox_events" ADD COLUMN "carrier_company_id" TEXT;

-- Events from before: the appointment's company now, the best that is known of then.
UPDATE "outbox_events" SET "carrier_company_id" =
  (SELECT "carrier_company_id" FROM "appointments" WHERE "appointments"."id" = "outbox_events"."appointment_id");
