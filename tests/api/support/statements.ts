// The database statements a piece of code runs, by model and operation, through
// a client that records each before running it: two paths that must not differ
// in what they do (and so in how long they take) are held to the same list.
import type { Db } from "@/lib/db";
import { db } from "../helpers";

export async function statementsOf<T>(run: (counted: Db) => Promise<T>) {
  const statements: string[] = [];
  const counted = db.$extends({
    query: {
      $allModels: {
        $allOperations({ model, operation, args, query }) {
          statements.push(`${model}.${operation}`);
          return query(args);
        },
      },
      async $queryRaw({ args, query }) {
        statements.push("$queryRaw");
        return query(args);
      },
    },
  }) as unknown as Db;
  const answer = await run(counted);
  return { statements, answer };
}
