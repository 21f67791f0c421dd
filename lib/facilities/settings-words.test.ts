import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import de from "@/messages/de/settings.json";
import en from "@/messages/en/settings.json";
import { describeSettingChange as describe_, type Words } from "./settings-words";

// The English words the history shows (messages/en/settings.json), as the component passes them.
const words = (locale: string, messages: typeof en): Words => ({
  t: createTranslator({
    locale,
    messages: { settings: messages },
    namespace: "settings.historyWords",
  }) as Words["t"],
  locale,
});
const english = words("en", en);
const describeSettingChange = (key: string, change: [unknown, unknown]) => describe_(key, change, english);

const week = (monday: { start: string; end: string }[]) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    periods: weekday === 1 ? monday : weekday <= 5 ? [{ start: "08:00", end: "17:00" }] : [],
  }));

describe("describeSettingChange", () => {
  it("says a dock's translations changed", () => {
    const dock = { id: "d1", name: "Door 1", directions: ["Inbound"], active: true };
    expect(
      describeSettingChange("docks", [
        [{ ...dock, name_translations: {} }],
        [{ ...dock, name_translations: { de: "Tor 1" } }],
      ]),
    ).toBe("Docks: Door 1: translations changed");
  });

  it("shows open hours before and after, only for the days that changed", () => {
    const line = describeSettingChange("open_hours", [
      week([{ start: "08:00", end: "17:00" }]),
      week([
        { start: "07:00", end: "12:00" },
        { start: "13:00", end: "17:00" },
      ]),
    ]);
    expect(line).toBe("Open hours: Monday 08:00–17:00 → 07:00–12:00, 13:00–17:00");
    expect(describeSettingChange("open_hours", [week([]), week([{ start: "06:00", end: "20:00" }])])).toBe(
      "Open hours: Monday closed → 06:00–20:00",
    );
  });

  it("names the closed dates added and removed", () => {
    const line = describeSettingChange("closed_dates", [
      [{ date: "2026-12-24", reason: "" }],
      [{ date: "2026-12-25", reason: "Christmas" }],
    ]);
    expect(line).toBe("Closed dates: added Fri 25 Dec 2026 (Christmas); removed Thu 24 Dec 2026");
  });

  it("names docks added, removed, renamed, redirected and taken out of use", () => {
    const d = (id: string, name: string, directions = ["Inbound", "Outbound"], active = true) => ({
      id,
      name,
      directions,
      active,
    });
    const line = describeSettingChange("docks", [
      [d("1", "Door 1"), d("2", "Door 2"), d("3", "Door 3")],
      [d("1", "Gate 1"), d("3", "Door 3", ["Outbound"], false), d("4", "Door 5")],
    ]);
    expect(line).toBe(
      "Docks: added Door 5; removed Door 2; renamed Door 1 → Gate 1; Door 3: inbound and outbound → outbound only; Door 3 out of use",
    );
  });

  it("gives a load type's new length", () => {
    const lt = (minutes: number) => [
      { id: "a", name: "Dry goods", directions: ["Inbound"], duration_minutes: minutes, active: true },
    ];
    expect(describeSettingChange("load_types", [lt(60), lt(45)])).toBe("Load types: Dry goods: 60 → 45 min");
  });

  it("says plain settings in words and units", () => {
    expect(describeSettingChange("buffer_minutes", [0, 15])).toBe("Buffer: 0 min → 15 min");
    expect(describeSettingChange("instant_booking", [false, true])).toBe("Instant booking: off → on");
    expect(describeSettingChange("horizon_days", [60, 90])).toBe("Bookable up to: 60 days → 90 days");
    expect(describeSettingChange("address", ["", "1 Dock Rd"])).toBe("Address: — → 1 Dock Rd");
    expect(describeSettingChange("created", [null, "Gary DC"])).toBe("Facility created as Gary DC");
    expect(describeSettingChange("free_time_minutes", [120, 90])).toBe("Free time on site: 120 min → 90 min");
    expect(describeSettingChange("on_time_tolerance_minutes", [15, 30])).toBe(
      "On-time tolerance: 15 min → 30 min",
    );
  });

  it("never says just 'changed'", () => {
    const line = describeSettingChange("docks", [[{ id: "1", name: "A" }], [{ id: "1", name: "A" }]]);
    expect(line).not.toMatch(/: changed$/);
  });

  it("reads in the reader's language, dates and weekdays too", () => {
    const german = words("de", de as typeof en);
    expect(describe_("buffer_minutes", [0, 15], german)).toBe("Puffer: 0 Min. → 15 Min.");
    expect(describe_("open_hours", [week([]), week([{ start: "06:00", end: "20:00" }])], german)).toBe(
      "Öffnungszeiten: Montag geschlossen → 06:00–20:00",
    );
    expect(describe_("default_locale", ["en", "pl"], german)).toBe("Standardsprache: English → Polski");
  });
});
