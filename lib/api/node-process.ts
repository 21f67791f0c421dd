// What a Node server process starts once (instrumentation.ts): the method guard with the live-update stream,
// the probes and /metrics in front of Next, and the outbox worker. One module behind one dynamic import: the
// bundler gives every dynamic import its own chunks, each with its own copy of the lib code it reaches, and the
// process keeps the source of every chunk it loads, so three imports here held three copies of most of lib.
import { installMethodGuard } from "../http/method-guard";
import { db } from "../db";
import { startOutboxWorker } from "../worker/worker";
import { serveEventStream } from "./events-node";
import { serveOperations } from "./probes-node";

export function startNodeProcess(): void {
  installMethodGuard(serveEventStream, serveOperations);
  if (process.env.OUTBOX_WORKER === "0" || process.env.NEXT_PHASE === "phase-production-build") return;
  startOutboxWorker(db);
}
