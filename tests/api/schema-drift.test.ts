// The migrations must build exactly the schema in prisma/schema.prisma, on
// each provider (this file runs in api-sqlite and in api-postgres): a model
// edited without its migration, or a hand-edited migration, fails here.
import { expect, inject, it } from "vitest";
import { schemaChange } from "../../scripts/schema-diff";

const provider = inject("provider");

it(`the ${provider} migrations, applied to a fresh database, build prisma/schema.prisma`, async () => {
  const change = await schemaChange(provider);
  expect(
    change,
    `migrations and schema differ; write the missing migration with npm run db:migration -- <name>:\n${change}`,
  ).toBeNull();
});
