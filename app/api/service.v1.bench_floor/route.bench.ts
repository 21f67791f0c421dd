// Only in the benchmark's build (DOCKSIDE_EXTRA_ROUTES=bench, see next.config.mjs).
export { POST } from "@/bench/floor";
