// The few parts of the `smpp` package (which ships no types) that Dockside uses.
declare module "smpp" {
  import type { EventEmitter } from "node:events";
  import type { Server as NetServer } from "node:net";
  export type Pdu = {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(options?: Record<string, unknown>): Pdu;
    isResponse(): boolean;
  };
  export class Session extends EventEmitter {
    send(pdu: Pdu, callback?: (pdu: Pdu) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
    [operation: string]: unknown;
    bind_transceiver(options: Record<string, unknown>, callback: (pdu: Pdu) => void): void;
    submit_sm(options: Record<string, unknown>, callback: (pdu: Pdu) => void): void;
    deliver_sm(options: Record<string, unknown>, callback?: (pdu: Pdu) => void): void;
    unbind(options?: Record<string, unknown>, callback?: (pdu: Pdu) => void): void;
  }
  export class Server extends NetServer {}
  export function connect(options: Record<string, unknown> | string, listener?: () => void): Session;
  export function createServer(listener: (session: Session) => void): Server;
  export const ESME_ROK: number;
  export const ESME_RBINDFAIL: number;
  export const ESME_RTHROTTLED: number;
  export const ESME_RINVDSTADR: number;
  export const ESME_RSYSERR: number;
}
