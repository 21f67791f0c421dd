-- AlterTable
ALTER TABLE "outbox_events" ADD COLUMN "seq" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "outbox_events_seq_key" ON "outbox_events"("seq");

-- The live-update cursor (lib/events): the row's rowid, which grows with each insert. One writer at a time
-- on SQLite, so cursor order is commit order.
UPDATE "outbox_events" SET "seq" = rowid;

CREATE TRIGGER "outbox_events_stamp" AFTER INSERT ON "outbox_events"
BEGIN
  UPDATE "outbox_events" SET "seq" = NEW.rowid WHERE rowid = NEW.rowid;
END;
