import type { TestProject } from "vitest/node";
import { migrate } from "../../../lib/db/migrate";
import { createTestDatabase } from "./databases";

declare module "vitest" {
  export interface ProvidedContext {
    provider: "sqlite" | "postgresql";
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const provider = project.config.provide.provider as "sqlite" | "postgresql";
  const database = await createTestDatabase(provider);
  // The same migrations, applied the same way, as `npm start` applies them.
  migrate(database.url, { quiet: true });
  project.provide("databaseUrl", database.url);
  return () => database.drop();
}
