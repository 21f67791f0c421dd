// The admin command line: `npm run -s admin -- <command>`. Prints JSON on
// stdout; anything refused is one line on stderr and a non-zero exit:
// 2 for a usage error (bad command, flag or value), 1 for a refused operation
// (unknown id, duplicate, database unreachable).
import { parseArgs } from "node:util";
import type { Db } from "../lib/db";
import { databaseUrl, providerOf } from "../lib/db/url";
import { migrate } from "../lib/db/migrate";
import { DomainError, notFound } from "../lib/core/errors";
import { unavailableFrom } from "../lib/db/errors";
import { ADMIN_CLI } from "../lib/core/caller";

// The Prisma clients and the domain are loaded only once the arguments are
// read, so that help and usage errors answer at once.
const facilities = () => import("../lib/facilities/service");
const carriers = () => import("../lib/carriers/companies");
const tokens = () => import("../lib/tokens/service");
const manage = () => import("../lib/tokens/manage");
const users = () => import("../lib/users/service");

const USAGE = `Dockside admin: npm run -s admin -- <command> [options]

Facilities
  facility create --name N [--timezone TZ] [--instant-booking] [--docks N]
                  [--hours "Mon-Fri 08:00-17:00,Sat 09:00-12:00"] [--address A]
                  [--min-notice-minutes N] [--horizon-days N] [--slot-step-minutes N]
                  [--buffer-minutes N] [--cancel-cutoff-minutes N]
      Time zone defaults to UTC, docks to 2, hours to Mon-Fri 08:00-17:00.
      --hours "Mon-Sun 00:00-24:00" is always open.
  facility list
  facility close-date <facility-id> <YYYY-MM-DD> [--reason R]

API tokens (the secret is printed once, at creation)
  token create --role staff --facility <id>[,<id>...] [--name N] [--expires-in-days N]
  token create --role carrier --carrier "<company>" [--name N] [--expires-in-days N]
  token list
  token revoke <token-id>

Users of the web app
  user create --email E --password P --role staff|carrier|admin
              [--facility <id>[,<id>...]] [--carrier "<company>"] [--name N]
      Staff need at least one facility; carriers a company (created if new).

Backups
  backup --to <file>      a consistent copy while the app runs (SQLite's online
                          backup; PostgreSQL: pg_dump --format=custom)
  restore --from <file>   puts a copy back into an empty database (refuses one
                          that has tables); then start the app on it

  help        this text

Works on the database DATABASE_URL names (default file:./data/dockside.db) and
applies pending migrations first (backup and restore leave it as it is). Exit status: 0 done, 1 refused, 2 usage error.
`;

type Values = Record<string, string | boolean | string[] | undefined>;
/** `min`: a whole number of at least this, checked with the other arguments. */
type Option = { type: "string" | "boolean"; multiple?: boolean; min?: number };
type Command = {
  options: Record<string, Option>;
  args: string[]; // names of the positional arguments, in order
  required?: string[];
  /** Checks between flags, before the database is opened. */
  check?(v: Values): void;
  run?(db: Db, v: Values, args: string[]): Promise<unknown>;
  /** Instead of run: works on the database `url` names as it is (no client opened, nothing migrated). */
  runOn?(url: string, v: Values): Promise<unknown>;
};

class UsageError extends Error {}

const str: Option = { type: "string" };
const list: Option = { type: "string", multiple: true };
const num = (min = 0): Option => ({ type: "string", min });

/** A number flag (checked by parse), or undefined when absent. */
const int = (v: Values, flag: string) => (v[flag] === undefined ? undefined : Number(v[flag]));

/** --facility a,b --facility c → [a, b, c] */
const ids = (v: Values, flag: string) => [
  ...new Set(
    ((v[flag] as string[] | undefined) ?? [])
      .flatMap((s) => s.split(","))
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];
const text = (v: Values, flag: string) => v[flag] as string | undefined;

async function assertFacilitiesExist(db: Db, facilityIds: string[]) {
  const found = await db.facility.findMany({ where: { id: { in: facilityIds } }, select: { id: true } });
  const missing = facilityIds.find((id) => !found.some((f) => f.id === id));
  if (missing) throw notFound(`facility ${missing}`);
}

const backups = () => import("../lib/db/backup");

const COMMANDS: Record<string, Command> = {
  backup: {
    options: { to: str },
    args: [],
    required: ["to"],
    runOn: async (url, v) => (await backups()).backup(url, text(v, "to")!),
  },
  restore: {
    options: { from: str },
    args: [],
    required: ["from"],
    runOn: async (url, v) => (await backups()).restore(url, text(v, "from")!),
  },
  "facility create": {
    options: {
      name: str,
      timezone: str,
      "instant-booking": { type: "boolean" },
      docks: num(1),
      hours: str,
      address: str,
      "min-notice-minutes": num(),
      "horizon-days": num(),
      "slot-step-minutes": num(),
      "buffer-minutes": num(),
      "cancel-cutoff-minutes": num(),
    },
    args: [],
    required: ["name"],
    run: async (db, v) =>
      (await facilities()).createFacility(db, {
        name: text(v, "name")!,
        timeZone: text(v, "timezone"),
        instantBooking: v["instant-booking"] === true,
        docks: int(v, "docks"),
        hours: text(v, "hours"),
        address: text(v, "address"),
        minNoticeMinutes: int(v, "min-notice-minutes"),
        horizonDays: int(v, "horizon-days"),
        slotStepMinutes: int(v, "slot-step-minutes"),
        bufferMinutes: int(v, "buffer-minutes"),
        cancelCutoffMinutes: int(v, "cancel-cutoff-minutes"),
      }),
  },
  "facility list": { options: {}, args: [], run: async (db) => (await facilities()).listFacilities(db) },
  "facility close-date": {
    options: { reason: str },
    args: ["facility-id", "date"],
    async run(db, v, [id, date]) {
      await assertFacilitiesExist(db, [id]);
      return (await facilities()).closeDate(db, id, date, text(v, "reason") ?? "");
    },
  },
  "token create": {
    options: { role: str, facility: list, carrier: str, name: str, "expires-in-days": num(1) },
    args: [],
    required: ["role"],
    check(v) {
      const [role, carrier, facilityIds] = [text(v, "role"), text(v, "carrier"), ids(v, "facility")];
      if (role !== "staff" && role !== "carrier")
        throw new UsageError(`--role must be staff or carrier (got "${role}")`);
      if (role === "staff" && (!facilityIds.length || carrier !== undefined))
        throw new UsageError("a staff token needs --facility <id> and no --carrier");
      if (role === "carrier" && (!carrier?.trim() || facilityIds.length))
        throw new UsageError('a carrier token needs --carrier "<company>" and no --facility');
    },
    async run(db, v) {
      const role = text(v, "role") as "staff" | "carrier";
      if (role === "staff") await assertFacilitiesExist(db, ids(v, "facility"));
      // The app's own schema and function: the same checks, and the same audit entry (by the command line).
      const [{ createApiTokenInput }, { parseInput }] = await Promise.all([
        import("../lib/tokens/manage-schema"),
        import("../lib/core/validation"),
      ]);
      const input = parseInput(createApiTokenInput, {
        role,
        name: text(v, "name") ?? "command line",
        facility_ids: role === "staff" ? ids(v, "facility") : undefined,
        carrier: role === "carrier" ? text(v, "carrier") : undefined,
        expires_in_days: int(v, "expires-in-days"),
      });
      const t = await (await manage()).createApiToken(db, ADMIN_CLI, input);
      return {
        id: t.id,
        token: t.token,
        role: t.role,
        facility_ids: t.facility_ids,
        carrier: t.carrier,
        expires_at: t.expires_at,
      };
    },
  },
  "token list": { options: {}, args: [], run: async (db) => (await tokens()).listTokens(db) },
  "token revoke": {
    options: {},
    args: ["token-id"],
    async run(db, _v, [id]) {
      // Like the API's revoke_api_token (and its audit entry); revoking a revoked token changes nothing.
      const t = await (await manage()).revokeApiToken(db, ADMIN_CLI, id);
      return { id: t.id, revoked: true, revoked_at: t.revoked_at };
    },
  },
  "user create": {
    options: { email: str, password: str, role: str, facility: list, carrier: str, name: str },
    args: [],
    required: ["email", "password", "role"],
    run: async (db, v) =>
      (await users()).createUser(db, ADMIN_CLI, {
        email: text(v, "email")!,
        password: text(v, "password")!,
        role: text(v, "role") as "staff",
        name: text(v, "name"),
        facility_ids: ids(v, "facility"),
        carrier: text(v, "carrier"),
      }),
  },
};

/** Reads argv into a command and its values; every mistake is a UsageError. */
function parse(argv: string[]): { name: string; command: Command; values: Values; args: string[] } | null {
  if (!argv.length || ["help", "--help", "-h"].includes(argv[0]) || argv.includes("--help")) return null;
  // "facility create" and the like, or a command of one word (backup, restore).
  const pair = argv.slice(0, 2).join(" ");
  const name = COMMANDS[pair] || !COMMANDS[argv[0]] ? pair : argv[0];
  const command = COMMANDS[name];
  if (!command) {
    const groups = [...new Set(Object.keys(COMMANDS).map((k) => k.split(" ")[0]))];
    if (!groups.includes(argv[0])) throw new UsageError(`unknown command "${argv[0]}"`);
    const subs = Object.keys(COMMANDS)
      .filter((k) => k.startsWith(`${argv[0]} `))
      .map((k) => k.split(" ")[1]);
    throw new UsageError(
      `${argv[1] ? `unknown command "${name}"` : `"${argv[0]}" needs a command`}: ${subs.join(", ")}`,
    );
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: argv.slice(name.split(" ").length),
      options: command.options,
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    throw new UsageError(parseArgsMessage(e as Error & { code?: string }, name));
  }
  const args = parsed.positionals;
  if (args.length < command.args.length)
    throw new UsageError(`${name} needs ${command.args.map((a) => `<${a}>`).join(" ")}`);
  if (args.length > command.args.length)
    throw new UsageError(`${name}: unexpected argument "${args[command.args.length]}"`);
  const values = parsed.values as Values;
  for (const flag of command.required ?? []) {
    if (values[flag] === undefined) throw new UsageError(`${name} needs --${flag}`);
  }
  for (const [flag, { min }] of Object.entries(command.options)) {
    const raw = values[flag];
    if (min !== undefined && raw !== undefined && (!/^\d+$/.test(String(raw)) || Number(raw) < min)) {
      throw new UsageError(
        `--${flag} must be a whole number${min ? ` of at least ${min}` : ""} (got "${raw}")`,
      );
    }
  }
  command.check?.(values);
  return { name, command, values, args };
}

/** node's parseArgs messages are long and mention its own API; say it shorter. */
function parseArgsMessage(e: Error & { code?: string }, name: string): string {
  const flag = /'(-[^' ]+)/.exec(e.message)?.[1] ?? "";
  switch (e.code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return `${name}: unknown option ${flag}`;
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      return /does not take/.test(e.message) ? `${flag} takes no value` : `${flag} needs a value`;
    default:
      return e.message.split("\n")[0];
  }
}

/**
 * Applies pending migrations, so that the command line works on a fresh clone.
 * `prisma migrate deploy` costs a second or two, so it runs only when a
 * migration folder is not yet recorded as applied.
 */
async function prepareDatabase(url: string, createClient: (url: string) => Db) {
  const { migrationsOf, pendingMigrations } = await import("../lib/db/migrations-applied");
  // A client of its own, closed before migrating: an open SQLite connection can hold up Prisma's migrate.
  const db = createClient(url);
  try {
    if (!(await pendingMigrations(db, migrationsOf(providerOf(url)))).length) return;
  } catch {
    // Unreachable: migrate says why.
  } finally {
    await db.$disconnect();
  }
  try {
    migrate(url, { quiet: true });
  } catch (e) {
    const stderr = String((e as { stderr?: Buffer }).stderr ?? "");
    const error = /^Error.*$/m.exec(stderr)?.[0] ?? (e as Error).message.split("\n")[0];
    const migration = /migration_name="([^"]+)"/.exec(stderr)?.[1];
    throw new DomainError(
      "unavailable",
      `cannot apply the migrations to the ${providerOf(url)} database: ${error}${migration ? ` (in ${migration})` : ""}; npm run db:migrate shows the details`,
    );
  }
}

/** The flags named otherwise than the fields of the operations they feed. */
const FLAG_OF: Record<string, string> = {
  facility_ids: "facility",
  time_zone: "timezone",
  open_hours: "hours",
};

/** An DomainError as one line, naming command-line flags where the lib names fields. */
function describe(e: DomainError, command?: Command): string {
  if (e.code !== "invalid_argument" || !e.details?.length) return e.message;
  return e.details
    .map((d) => {
      if (!d.field) return d.message;
      const field = d.field.replace(/\[.*$/, "");
      const flag = FLAG_OF[field] ?? field.replace(/_/g, "-");
      return `${command?.options[flag] ? `--${flag}` : d.field} ${d.message}`;
    })
    .join("; ");
}

async function main(argv: string[]): Promise<number> {
  let cmd: ReturnType<typeof parse>;
  try {
    cmd = parse(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    process.stderr.write(`error: ${e.message} (see: npm run -s admin -- help)\n`);
    return 2;
  }
  if (!cmd) {
    process.stdout.write(USAGE);
    return 0;
  }
  const url = databaseUrl();
  const { createClient } = await import("../lib/db");
  let db: Db | undefined;
  try {
    if (cmd.command.runOn) {
      process.stdout.write(JSON.stringify(await cmd.command.runOn(url, cmd.values), null, 2) + "\n");
      return 0;
    }
    await prepareDatabase(url, createClient);
    db = createClient(url);
    // Companies from before name keys get theirs (as npm start does) before anyone looks one up.
    await (await carriers()).backfillCompanyNameKeys(db);
    const result = await cmd.command.run!(db, cmd.values, cmd.args);
    process.stdout.write(JSON.stringify(result, null, 2) + "\n");
    return 0;
  } catch (e) {
    const known = e instanceof DomainError ? e : unavailableFrom(e);
    if (e instanceof UsageError) {
      process.stderr.write(`error: ${e.message} (see: npm run -s admin -- help)\n`);
      return 2;
    }
    if (!known) throw e;
    process.stderr.write(`error: ${describe(known, cmd.command)}\n`);
    return known.code === "invalid_argument" ? 2 : 1;
  } finally {
    await db?.$disconnect();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    // A bug, not a refusal. Prisma's messages run to pages; their last line says what failed.
    const lastLine = String((e as Error)?.message ?? e)
      .trim()
      .split("\n")
      .at(-1);
    process.stderr.write(
      process.env.DEBUG
        ? `${(e as Error)?.stack ?? e}\n`
        : `error: unexpected failure: ${lastLine} (DEBUG=1 shows the stack)\n`,
    );
    process.exitCode = 1;
  },
);
