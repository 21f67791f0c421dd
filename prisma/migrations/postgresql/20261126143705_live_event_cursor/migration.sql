-- AlterTable
ALTER TABLE "outbox_events" ADD COLUMN     "seq" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "outbox_events_seq_key" ON "outbox_events"("seq");

-- The live-update cursor and its notice (lib/events): every new event takes the next number, and its id is
-- sent to the LISTENers of dockside_events when (and only when) its transaction commits.
CREATE SEQUENCE "outbox_events_seq_seq" OWNED BY "outbox_events"."seq";
UPDATE "outbox_events" SET "seq" = n.seq
  FROM (SELECT "id", nextval('outbox_events_seq_seq') AS seq FROM "outbox_events" ORDER BY "created_at", "id") n
  WHERE "outbox_events"."id" = n."id";

-- The body spells its semicolons \003B: Prisma's migration runner cuts a script at every semicolon, even
-- inside quotes.
CREATE FUNCTION "outbox_events_stamp"() RETURNS trigger LANGUAGE plpgsql AS U&'
BEGIN
  NEW."seq" := nextval(''outbox_events_seq_seq'')\003B
  PERFORM pg_notify(''dockside_events'', NEW."id")\003B
  RETURN NEW\003B
END
';

CREATE TRIGGER "outbox_events_stamp" BEFORE INSERT ON "outbox_events"
  FOR EACH ROW EXECUTE FUNCTION "outbox_events_stamp"();
