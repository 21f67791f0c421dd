-- AlterTable
ALTER TABLE "webhook_subscriptions" ADD COLUMN     "disabled_at" TIMESTAMP(3),
ADD COLUMN     "disabled_cause" TEXT;
