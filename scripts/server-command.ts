// How the app's HTTP server process (./server.ts) is started: by `npm start`
// (./start.ts), the browser tests (e2e/serve.ts) and the benchmark
// (bench/server.ts) alike, so that what the tests and the benchmark run is
// the process production runs, its V8 heap setting included.
import path from "node:path";

/**
 * The cap on V8's old generation, in MB. Node derives it from the machine's memory (gigabytes on a
 * server), and V8 lets the heap grow further between full collections the larger the cap: at Node's own
 * cap the garbage that requests leave in the old generation piles up to several times what the server
 * keeps live before a full collection, and the process's memory with it. At 512 MB it collects sooner
 * and peaks lower (docs/performance.md, "Memory"), for a little more time in the collector. The risk is
 * the other way round: a server whose live data outgrew the cap would end with "JavaScript heap out of
 * memory" rather than grow. 512 MB is several times what it keeps live under the benchmark's 32
 * connections (list answers are bounded by their range, bodies by MAX_BODY_BYTES), so a much larger load
 * would have to come first; an operator who expects one sets their own --max-old-space-size in
 * NODE_OPTIONS, which this then leaves alone.
 */
export const SERVER_OLD_SPACE_MB = 512;

/** The node arguments that run the server, given the environment it will run with. */
export function serverNodeArgs(env: NodeJS.ProcessEnv = process.env): string[] {
  // The command line would override NODE_OPTIONS, so an operator's own cap there is not repeated here.
  const ownCap = /--max-old-space-size\b/.test(env.NODE_OPTIONS ?? "");
  return [
    ...(ownCap ? [] : [`--max-old-space-size=${SERVER_OLD_SPACE_MB}`]),
    "--import",
    "tsx",
    path.join("scripts", "server.ts"),
  ];
}
