-- AlterTable
ALTER TABLE "webhook_subscriptions" ADD COLUMN "disabled_at" DATETIME;
ALTER TABLE "webhook_subscriptions" ADD COLUMN "disabled_cause" TEXT;
