// A second app server for the SSO spec, from the one test build (./serve.ts),
// with the identity provider's settings, on its own port and database.
import { spawn } from "node:child_process";
import path from "node:path";
import { E2E_ENV } from "../env";

export type SsoApp = { url: string; stop: () => Promise<void> };

export async function startSsoApp(port: number, oidc: Record<string, string>): Promise<SsoApp> {
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", path.join("e2e", "sso", "serve.ts")], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...E2E_ENV, ...oidc, PORT: String(port), NEXTAUTH_URL: url },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Ready when the server says so (scripts/server.ts); its other output goes on to the test's.
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the SSO app server exited with ${code}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      if (chunk.toString().includes("Ready on port")) resolve();
    });
  });
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
