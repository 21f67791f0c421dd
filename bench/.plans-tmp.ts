import { benchDatabase } from "./databases";
import { migrate } from "../lib/db/migrate";
import { createClient } from "../lib/db";
import { createHistoryFacility, historyDate, loadHistory } from "./history";
import { metricsPlans } from "./metrics";
import { plansText } from "./plans";
import pg from "pg";

for (const kind of ["sqlite", "postgresql"] as const) {
  const database = await benchDatabase(kind);
  if ("skipped" in database) { console.log("skipped", database.skipped); continue; }
  try {
    migrate(database.url, { quiet: true });
    const db = createClient(database.url);
    const h = await createHistoryFacility(db, "Plans DC");
    await db.$disconnect();
    await loadHistory(database.url, h, 0, 100_000);
    if (kind === "postgresql") { const c = new pg.Client({ connectionString: database.url }); await c.connect(); await c.query("VACUUM ANALYZE appointments"); await c.end(); }
    const t = performance.now();
    const plans = await metricsPlans(database.url, h.facilityId, historyDate(83));
    console.log(plansText(kind, plans));
    console.log(`${kind}: plans in ${(performance.now() - t).toFixed(0)} ms`);
  } finally { await database.drop(); }
}
