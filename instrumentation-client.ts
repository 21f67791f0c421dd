// Runs in the browser before the app's own code. zod compiles fast parsers
// with `new Function` unless told not to; the Content-Security-Policy allows
// no eval (lib/http/security-headers.ts), so it parses without compiling.
//
// Not z.config(): importing zod here put all of zod (~31 KB compressed) in every
// page's first load, pages that never validate included (issue 16). zod keeps its
// config on globalThis.__zod_globalConfig and adopts one set before it loads
// (zod#5889, "the single source of truth ... regardless of how Zod was loaded");
// lib/http/zod-jitless.test.ts checks that the zod we ship still reads it.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// In place: the same object whether zod has loaded yet or not.
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
