// The public link in a facility's settings: a slug from the name for every new
// facility, unique and validated when staff change it, and recorded in history.
import { describe, expect, it } from "vitest";
import { slugify } from "@/lib/facilities/slug";
import { createFacility } from "@/lib/facilities/service";
import { db, expectError, makeFacility, staffToken } from "./helpers";
import { op } from "./ops";
import { adminSession } from "./support/admin-session";

const asError = (res: Awaited<ReturnType<typeof op>>) => ({ ...res, text: JSON.stringify(res.json) });

describe("the public link setting", () => {
  it("starts from the name, off, for facilities made in the app and on the command line", async () => {
    const name = `Öl Depot ${crypto.randomUUID().slice(0, 6)}`;
    const made = await createFacility(db, { name, timeZone: "UTC" });
    const again = await createFacility(db, { name, timeZone: "UTC" });
    const staff = await staffToken([made.id, again.id]);
    const first = await op("get_facility_settings", { facility_id: made.id }, staff);
    const second = await op("get_facility_settings", { facility_id: again.id }, staff);
    expect(first.json).toMatchObject({ slug: slugify(name), public_booking: "off" });
    expect(slugify(name)).toMatch(/^ol-depot-[a-z0-9]+$/);
    expect(second.json.slug).toBe(`${slugify(name)}-2`);
    const admin = await adminSession();
    const created = await op(
      "create_facility",
      { name, time_zone: "UTC", slug: `custom-${crypto.randomUUID().slice(0, 6)}` },
      null,
      admin.headers,
    );
    expect(created.json.slug).toMatch(/^custom-/);
    const taken = await op(
      "create_facility",
      { name, time_zone: "UTC", slug: first.json.slug },
      null,
      admin.headers,
    );
    expectError(asError(taken), 409, "conflict", { field: "slug", reason: "slug_taken" });
  });

  it("changes only to a free, well-formed slug, and records the change", async () => {
    const f = await makeFacility();
    const other = await makeFacility();
    const staff = await staffToken([f.id, other.id]);
    const otherSlug = (await op("get_facility_settings", { facility_id: other.id }, staff)).json.slug;
    const taken = await op("update_facility_settings", { facility_id: f.id, slug: otherSlug }, staff);
    expectError(asError(taken), 409, "conflict", { field: "slug", reason: "slug_taken" });
    for (const bad of ["-dash", "with space", "ünï", "x".repeat(61)]) {
      const res = await op("update_facility_settings", { facility_id: f.id, slug: bad }, staff);
      expectError(asError(res), 400, "invalid_argument", { field: "slug" });
    }
    const slug = `Gate-${crypto.randomUUID().slice(0, 6)}`;
    const saved = await op(
      "update_facility_settings",
      { facility_id: f.id, slug, public_booking: "requests" },
      staff,
    );
    expect(saved.json).toMatchObject({ slug: slug.toLowerCase(), public_booking: "requests" });
    expect(saved.json.history[0].changes).toMatchObject({
      slug: [expect.any(String), slug.toLowerCase()],
      public_booking: ["off", "requests"],
    });
    const instant = await op(
      "update_facility_settings",
      { facility_id: f.id, public_booking: "instant", instant_booking: false },
      staff,
    );
    expectError(asError(instant), 400, "invalid_argument", { field: "public_booking" });
  });
});
