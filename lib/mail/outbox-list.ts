// What the Mail page shows admins: every e-mail of the outbox, kept or sent.
import type { Db, Prisma } from "../db";
import { forbidden, invalid } from "../core/errors";
import type { Caller } from "../core/caller";
import { mailIsSent } from "./config";
import type { ListOutboxMailInput, OutboxMailList } from "./outbox-list-schema";

const STORED = { kept: "kept", pending: "pending", sent: "succeeded", failed: "failed" } as const;
const SHOWN: Record<string, OutboxMailList["messages"][number]["status"]> = {
  kept: "kept",
  pending: "pending",
  succeeded: "sent",
  failed: "failed",
};
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listOutboxMail(
  db: Db,
  caller: Caller,
  input: ListOutboxMailInput,
): Promise<OutboxMailList> {
  if (caller.role !== "admin") throw forbidden("only admins read the outbox");
  const where: Prisma.OutboxDeliveryWhereInput = {
    channel: "email",
    ...(input.status ? { status: STORED[input.status] } : {}),
  };
  if (input.before) {
    const cursor = await db.outboxDelivery.findUnique({
      where: { id: input.before },
      select: { createdAt: true },
    });
    if (!cursor) throw invalid("before", "unknown_cursor", "is not a message of the outbox");
    where.OR = [
      { createdAt: { lt: cursor.createdAt } },
      { createdAt: cursor.createdAt, id: { lt: input.before } },
    ];
  }
  const rows = await db.outboxDelivery.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: input.limit + 1,
    include: { mail: true },
  });
  const page = rows.slice(0, input.limit);
  return {
    sending: mailIsSent(),
    messages: page.map((d) => ({
      id: d.id,
      kind: d.mail?.kind ?? "",
      recipient: d.target,
      subject: d.mail?.subject ?? "",
      status: SHOWN[d.status] ?? "pending",
      attempts: d.attempts,
      last_error: d.lastError,
      created_at: d.createdAt.toISOString(),
      next_attempt_at: d.status === "pending" ? iso(d.nextAttemptAt) : null,
      sent_at: d.status === "succeeded" ? iso(d.finishedAt) : null,
      appointment_id: d.mail?.appointmentId ?? null,
      text: d.mail?.text ?? "",
      ics: d.mail?.ics ?? null,
      ics_method: (d.mail?.icsMethod as "REQUEST" | "CANCEL" | null) ?? null,
    })),
    next_cursor: rows.length > input.limit ? page[page.length - 1].id : null,
  };
}
