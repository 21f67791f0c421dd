// Runs in the browser before the app's own code. zod compiles fast parsers
// with `new Function` unless told not to; the Content-Security-Policy allows
// no eval (lib/http/security-headers.ts), so it parses without compiling.
//
// zod keeps its configuration on globalThis.__zod_globalConfig, which it
// creates on load only when nothing is there yet, so that every copy of zod
// in a page shares one (zod/v4/core/core.js). Setting it here, before any zod
// loads, configures zod without importing it: this file is in every page's
// first load, and even zod's `config` (from zod/v4/core) put ~5 KB compressed
// of zod's core there, on pages whose first load uses no schema at all.
// lib/http/zod-jitless.test.ts holds zod to this.
const g = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };

export {};
