// An SMSC in the test process: the `smpp` package's own server, binding, taking submit_sm, sending
// delivery receipts and drivers' texts (deliver_sm). `mode` makes it refuse or drop binds; `throttle`
// answers the next submits ESME_RTHROTTLED. Tests wait on its events, never on timers.
import { EventEmitter, once } from "node:events";
import type { AddressInfo } from "node:net";
import * as smpp from "smpp";

export type Submit = { to: string; from: string; text: string; messageId: string; at: number };

export type Smsc = {
  url: string;
  submits: Submit[];
  events: EventEmitter;
  mode: "ok" | "refuse" | "drop";
  /** Submits still to be answered ESME_RTHROTTLED. */
  throttle: number;
  /** Receipts are sent after each accepted submit when on. */
  receipts: "delivered" | "failed" | null;
  /** A driver's text from `from`; resolves once the client answered it (so Dockside has handled it). */
  text(from: string, text: string, to?: string): Promise<number>;
  nextSubmit(): Promise<Submit>;
  stop(): Promise<void>;
};

const messageText = (pdu: smpp.Pdu) => {
  const raw = (pdu.message_payload ?? pdu.short_message) as { message?: string | Buffer } | string | Buffer;
  if (typeof raw === "string") return raw;
  if (Buffer.isBuffer(raw)) return raw.toString();
  return String(raw?.message ?? "");
};

export async function startSmsc(): Promise<Smsc> {
  const events = new EventEmitter();
  const sessions = new Set<smpp.Session>();
  let counter = 0;
  const state = { mode: "ok" as Smsc["mode"], throttle: 0, receipts: "delivered" as Smsc["receipts"] };
  const server = smpp.createServer((session) => {
    session.on("error", () => undefined);
    session.on("bind_transceiver", (pdu: smpp.Pdu) => {
      events.emit("bind", state.mode);
      if (state.mode === "drop") return session.destroy();
      if (state.mode === "refuse") {
        session.send(pdu.response({ command_status: smpp.ESME_RBINDFAIL }));
        return session.close();
      }
      session.send(pdu.response({ system_id: "test-smsc" }));
      sessions.add(session);
      session.on("close", () => sessions.delete(session));
    });
    session.on("enquire_link", (pdu: smpp.Pdu) => session.send(pdu.response()));
    session.on("unbind", (pdu: smpp.Pdu) => {
      session.send(pdu.response());
      session.close();
    });
    session.on("submit_sm", (pdu: smpp.Pdu) => {
      if (state.throttle > 0) {
        state.throttle--;
        session.send(pdu.response({ command_status: smpp.ESME_RTHROTTLED }));
        events.emit("throttled");
        return;
      }
      const messageId = `m${++counter}`;
      const submit: Submit = {
        to: String(pdu.destination_addr),
        from: String(pdu.source_addr),
        text: messageText(pdu),
        messageId,
        at: performance.now(),
      };
      session.send(pdu.response({ message_id: messageId }));
      smsc.submits.push(submit);
      events.emit("submit", submit);
      if (state.receipts) {
        const stat = state.receipts === "delivered" ? "DELIVRD" : "UNDELIV";
        session.deliver_sm(
          {
            source_addr: submit.to,
            destination_addr: submit.from,
            esm_class: 0x04,
            short_message: `id:${messageId} sub:001 dlvrd:001 submit date:2612020000 done date:2612020000 stat:${stat} err:000 text:`,
          },
          () => events.emit("receipt", messageId),
        );
      }
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  const smsc: Smsc = {
    url: `smpp://dockside:secret@127.0.0.1:${port}`,
    submits: [],
    events,
    get mode() {
      return state.mode;
    },
    set mode(m) {
      state.mode = m;
    },
    get throttle() {
      return state.throttle;
    },
    set throttle(n) {
      state.throttle = n;
    },
    get receipts() {
      return state.receipts;
    },
    set receipts(r) {
      state.receipts = r;
    },
    text(from, text, to = "Dockside") {
      const [session] = sessions;
      if (!session) throw new Error("no client is bound");
      return new Promise((resolve) =>
        session.deliver_sm({ source_addr: from, destination_addr: to, short_message: text }, (r) =>
          resolve(r.command_status),
        ),
      );
    },
    nextSubmit: () => once(events, "submit").then(([s]) => s as Submit),
    async stop() {
      for (const s of sessions) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return smsc;
}
