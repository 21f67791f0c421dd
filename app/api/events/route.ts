// GET /api/events, the live-update stream (Server-Sent Events). The app's server answers it before Next does, on
// Node's HTTP server itself: lib/api/events-node.ts, hooked in by instrumentation.ts (lib/http/method-guard.ts
// installMethodGuard). This route is Next's own answer to the same request, the same opening (lib/api/events.ts),
// for a server where that hook is not installed.
export { GET } from "@/lib/api/events";
export const dynamic = "force-dynamic";
