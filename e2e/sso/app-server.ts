// A second app server for the SSO spec, from the one test build: the same
// command as e2e/serve.ts, with the identity provider's settings and a
// database of its own (migrated, with the demo data), on its own port.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { createClient, type Db } from "../../lib/db";
import { seedDemo } from "../../lib/demo/seed";
import { migrate } from "../../lib/db/migrate";
import { serverNodeArgs } from "../../scripts/server-command";
import { ARTIFACTS, E2E_ENV } from "../env";

export type SsoApp = { url: string; db: Db; stop: () => Promise<void> };

export async function startSsoApp(port: number, oidc: Record<string, string>): Promise<SsoApp> {
  const file = path.join(ARTIFACTS, "db-sso", "sso.db");
  rmSync(path.dirname(file), { recursive: true, force: true });
  mkdirSync(path.dirname(file), { recursive: true });
  const databaseUrl = `file:${file}`;
  migrate(databaseUrl, { quiet: true });
  const db = createClient(databaseUrl);
  await seedDemo(db);
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, serverNodeArgs(process.env), {
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      ...E2E_ENV,
      ...oidc,
      PORT: String(port),
      NEXTAUTH_URL: url,
      DATABASE_URL: databaseUrl,
      NODE_ENV: "production",
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Ready when it says so (scripts/server.ts); its other output goes on to the test's.
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the SSO app server exited with ${code}`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      if (chunk.toString().includes("Ready on port")) resolve();
    });
  });
  return {
    url,
    db,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      await db.$disconnect();
    },
  };
}
