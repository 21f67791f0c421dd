// Runs in the browser before the app's own code. zod compiles fast parsers
// with `new Function` unless told not to; the Content-Security-Policy allows
// no eval (lib/http/security-headers.ts), so it parses without compiling.
import { z } from "zod";

z.config({ jitless: true });
