// Runs in the browser before the app's own code. zod compiles fast parsers
// with `new Function` unless told not to; the Content-Security-Policy allows
// no eval (lib/http/security-headers.ts), so it parses without compiling.
// `config` from zod's core, not `z` from "zod": this file is in every page's
// first load, and importing `z` put all of zod (~31 KB compressed) there too.
// Both set the one configuration every zod schema in the page reads.
import { config } from "zod/v4/core";

config({ jitless: true });
