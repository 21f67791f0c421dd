// The live-update stream (Server-Sent Events): lib/api/events.ts.
export { GET } from "@/lib/api/events";
export const dynamic = "force-dynamic";
