-- AlterTable
ALTER TABLE "webhook_subscriptions" ADD COLUMN     "format" TEXT NOT NULL DEFAULT 'dockside';
