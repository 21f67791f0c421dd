// Two ways to an SMSC behind one interface, chosen by SMS_URL's scheme: SMPP 3.4 (smpp://system_id:password@
// host:2775; an operator's SMSC or a gateway such as Jasmin or Kannel) over one bound transceiver session per
// process, which also brings the delivery receipts and the drivers' replies (deliver_sm); or an HTTP gateway
// (https://...) that takes {to, from, text} as JSON with SMS_TOKEN as its bearer secret, whose receipts and
// replies come back to /api/sms/inbound.
import * as smpp from "smpp";
import { SendError } from "../outbox/channel";
import { smsToken } from "./config";
import { segmentsOf } from "./segments";

export type Outgoing = { to: string; from: string; text: string };
export type Accepted = { smscId: string | null; responseStatus?: number; response?: string };
/** What an SMSC tells Dockside unasked: a receipt of an earlier text, or a driver's text. */
export type Incoming =
  | { kind: "receipt"; smscId: string; state: "delivered" | "failed" }
  | { kind: "text"; from: string; to: string; text: string };

export interface SmsTransport {
  send(message: Outgoing): Promise<Accepted>;
  close(): Promise<void>;
}

// Each well under the outbox's lease, so a hung SMSC never outlives a claim.
const CONNECT_MS = 10_000;
const ANSWER_MS = 15_000;
const ENQUIRE_LINK_MS = 30_000;

/** Receipt states (SMPP 3.4 message_state, or the receipt text's stat:) that end a text. */
const DELIVERED = new Set(["DELIVRD", "2"]);
const FAILED = new Set(["UNDELIV", "EXPIRED", "REJECTD", "DELETED", "3", "4", "5", "8"]);

/** An SMPP address as E.164: SMSCs often leave the + off international numbers. */
const plus = (addr: string) => (addr.startsWith("+") ? addr : /^\d{8,15}$/.test(addr) ? `+${addr}` : addr);

export function receiptOf(pdu: smpp.Pdu): Incoming | null {
  const raw = pdu.short_message as { message?: string } | string | undefined;
  const body = typeof raw === "string" ? raw : String(raw?.message ?? "");
  const id = (pdu.receipted_message_id as string | undefined) ?? /\bid:(\S+)/i.exec(body)?.[1];
  const stat = pdu.message_state !== undefined ? String(pdu.message_state) : /\bstat:(\w+)/i.exec(body)?.[1];
  if (!id || !stat) return null;
  const s = stat.toUpperCase();
  if (DELIVERED.has(s)) return { kind: "receipt", smscId: id, state: "delivered" };
  if (FAILED.has(s)) return { kind: "receipt", smscId: id, state: "failed" };
  return null; // an intermediate state (ENROUTE, ACCEPTD): the final one follows
}

function textOf(pdu: smpp.Pdu): string {
  const raw = (pdu.message_payload ?? pdu.short_message) as { message?: string | Buffer } | string | Buffer;
  if (typeof raw === "string") return raw;
  if (Buffer.isBuffer(raw)) return raw.toString();
  return String(raw?.message ?? "");
}

class SmppTransport implements SmsTransport {
  #session: smpp.Session | null = null;
  #bound: Promise<smpp.Session> | null = null;

  constructor(
    private readonly url: URL,
    private readonly onIncoming: (i: Incoming) => Promise<void>,
  ) {}

  /** The bound session, binding (again) when there is none: a dropped or refused bind is tried at the next send. */
  #bind(): Promise<smpp.Session> {
    if (this.#bound) return this.#bound;
    const bound = new Promise<smpp.Session>((resolve, reject) => {
      const session = smpp.connect({
        host: this.url.hostname,
        port: Number(this.url.port) || 2775,
        auto_enquire_link_period: ENQUIRE_LINK_MS,
      });
      this.#session = session;
      const timer = setTimeout(
        () => fail(new SendError("the SMSC did not answer the bind in time")),
        CONNECT_MS,
      );
      const fail = (e: Error) => {
        clearTimeout(timer);
        this.#forget(session);
        session.destroy();
        reject(e);
      };
      session.on("error", (e: Error) => fail(new SendError(`SMSC connection: ${e.message}`)));
      session.on("close", () => {
        clearTimeout(timer);
        this.#forget(session);
        reject(new SendError("the SMSC closed the connection"));
      });
      session.on("deliver_sm", (pdu: smpp.Pdu) => {
        // Receipts carry esm_class bit 2 (0x04); anything else is a text from a phone.
        const incoming: Incoming | null =
          Number(pdu.esm_class) & 0x04
            ? receiptOf(pdu)
            : {
                kind: "text",
                from: plus(String(pdu.source_addr)),
                to: plus(String(pdu.destination_addr)),
                text: textOf(pdu),
              };
        // Answered once handled: an SMSC that got no answer delivers it again (at least once).
        void (incoming ? this.onIncoming(incoming) : Promise.resolve()).then(
          () => session.send(pdu.response()),
          () => session.send(pdu.response({ command_status: smpp.ESME_RSYSERR })),
        );
      });
      session.on("enquire_link", (pdu: smpp.Pdu) => session.send(pdu.response()));
      session.on("connect", () =>
        session.bind_transceiver(
          {
            system_id: decodeURIComponent(this.url.username),
            password: decodeURIComponent(this.url.password),
            interface_version: 0x34,
          },
          (pdu) => {
            clearTimeout(timer);
            if (pdu.command_status === 0) resolve(session);
            else
              fail(
                new SendError(
                  `the SMSC refused the bind (command_status ${pdu.command_status})`,
                  pdu.command_status,
                ),
              );
          },
        ),
      );
    });
    this.#bound = bound;
    bound.catch(() => undefined);
    return bound;
  }

  #forget(session: smpp.Session) {
    if (this.#session === session) {
      this.#session = null;
      this.#bound = null;
    }
  }

  async send(m: Outgoing): Promise<Accepted> {
    const session = await this.#bind();
    const long = segmentsOf(m.text).segments > 1;
    const pdu = await new Promise<smpp.Pdu>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new SendError("the SMSC did not answer submit_sm in time")),
        ANSWER_MS,
      );
      const closed = () => reject(new SendError("the SMSC closed the connection before answering"));
      session.once("close", closed);
      session.submit_sm(
        {
          source_addr: m.from,
          // An alphanumeric sender is TON 5; a number, international (TON 1, NPI 1).
          source_addr_ton: /^\+?\d+$/.test(m.from) ? 1 : 5,
          source_addr_npi: /^\+?\d+$/.test(m.from) ? 1 : 0,
          destination_addr: m.to.replace(/^\+/, ""),
          dest_addr_ton: 1,
          dest_addr_npi: 1,
          registered_delivery: 1,
          // Two segments go as one message_payload, which the SMSC splits (no concatenation headers to keep).
          ...(long ? { message_payload: m.text } : { short_message: m.text }),
        },
        (answer) => {
          clearTimeout(timer);
          session.off("close", closed);
          resolve(answer);
        },
      );
    });
    const status = pdu.command_status;
    if (status !== 0) {
      // A bad number never becomes good; throttling and the SMSC's own trouble pass.
      const final = status === smpp.ESME_RINVDSTADR;
      throw new SendError(`the SMSC refused submit_sm (command_status ${status})`, status, undefined, final);
    }
    return { smscId: String(pdu.message_id ?? "") || null, responseStatus: 0 };
  }

  async close() {
    const session = this.#session;
    this.#session = null;
    this.#bound = null;
    if (session) await new Promise<void>((resolve) => session.close(() => resolve()));
  }
}

class HttpTransport implements SmsTransport {
  constructor(private readonly url: string) {}

  async send(m: Outgoing): Promise<Accepted> {
    const token = smsToken();
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: m.to, from: m.from, text: m.text }),
        signal: AbortSignal.timeout(ANSWER_MS),
        redirect: "manual",
      });
    } catch (e) {
      throw new SendError(`the SMS gateway could not be reached: ${(e as Error).message}`);
    }
    const body = (await res.text().catch(() => "")).slice(0, 1024);
    if (!res.ok) {
      // A 4xx other than a timeout or a rate limit says the text itself is refused: retrying cannot help.
      const final = res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429;
      throw new SendError(`the SMS gateway answered ${res.status}`, res.status, body, final);
    }
    let smscId: string | null = null;
    try {
      const parsed = JSON.parse(body) as { id?: unknown; message_id?: unknown };
      const id = parsed.id ?? parsed.message_id;
      if (typeof id === "string" || typeof id === "number") smscId = String(id);
    } catch {
      // A gateway that answers no JSON gives no id: its receipts cannot be matched, the text stays "sent".
    }
    return { smscId, responseStatus: res.status, response: body };
  }

  async close() {}
}

const transports = new Map<string, SmsTransport>();

/** The process's transport for `url`, made once; `onIncoming` hears what an SMPP session is told unasked. */
export function transportFor(url: string, onIncoming: (i: Incoming) => Promise<void>): SmsTransport {
  let t = transports.get(url);
  if (!t) {
    const parsed = new URL(url);
    if (parsed.protocol === "smpp:") t = new SmppTransport(parsed, onIncoming);
    else if (parsed.protocol === "https:" || parsed.protocol === "http:") t = new HttpTransport(url);
    else
      throw new SendError(
        `SMS_URL must be smpp:// or https://, not ${parsed.protocol}`,
        undefined,
        undefined,
        true,
      );
    transports.set(url, t);
  }
  return t;
}

/** Closes every transport (tests; a process that stops). */
export async function closeTransports(): Promise<void> {
  const all = [...transports.values()];
  transports.clear();
  await Promise.all(all.map((t) => t.close()));
}
