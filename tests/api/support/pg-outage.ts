// A PostgreSQL outage of one database, for real: new connections refused
// (ALLOW_CONNECTIONS false) and every open one terminated in the middle of
// whatever it runs (pg_terminate_backend), then connections allowed again.
import { asAdmin } from "@/scripts/scratch-database";

const admin = (sql: string) => asAdmin((c) => c.query(sql)).then(() => undefined);

/** The outage and the return of the database `url()` names. */
export function databaseOutage(url: () => string) {
  const name = () => new URL(url()).pathname.slice(1);
  return {
    async goDown() {
      await admin(`ALTER DATABASE "${name()}" ALLOW_CONNECTIONS false`);
      await admin(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name()}' AND pid <> pg_backend_pid()`,
      );
    },
    comeBack: () => admin(`ALTER DATABASE "${name()}" ALLOW_CONNECTIONS true`),
  };
}
