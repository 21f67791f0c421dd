// A real SMTP server (smtp-server) for the tests, every message parsed with
// mailparser. It can be down (stopped: connection refused) or answer 451 to
// every message, to test retries.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

export type Mailbox = {
  url: string;
  messages: ParsedMail[];
  /** Messages to one address. */
  to(address: string): ParsedMail[];
  /** An SMTP reply code to refuse every message with (e.g. 451); null accepts. */
  refuseWith: number | null;
  stop(): Promise<void>;
  start(): Promise<void>;
};

export async function startMailbox(): Promise<Mailbox> {
  let server: SMTPServer | null = null;
  let port = 0;
  const box: Mailbox = {
    url: "",
    messages: [],
    to: (address) =>
      box.messages.filter((m) => JSON.stringify(m.to).toLowerCase().includes(address.toLowerCase())),
    refuseWith: null,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        disableReverseLookup: true,
        logger: false,
        onData(stream, _session, callback) {
          if (box.refuseWith) {
            const code = box.refuseWith;
            stream.on("end", () =>
              callback(Object.assign(new Error("mailbox busy, try again later"), { responseCode: code })),
            );
            stream.resume();
            return;
          }
          simpleParser(stream).then(
            (m) => {
              box.messages.push(m);
              callback();
            },
            (e) => callback(e as Error),
          );
        },
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
      port = (server.server.address() as AddressInfo).port;
      box.url = `smtp://127.0.0.1:${port}`;
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  await box.start();
  return box;
}
