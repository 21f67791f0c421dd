// The printed day sheet: what a supervisor hands to the yard. Every
// appointment of the day, by dock and time, whatever part of the board was
// scrolled into view, on A4 and Letter, portrait and landscape.
import { DateTime } from "luxon";
import { pdfPages } from "./pdf-text";
import { CHICAGO, demoDayWith, expect, listed, test } from "./staff";
import { expectAccessible, screenshots } from "./support";

test("the day sheet prints every appointment of a demo day, with its heading, on A4 and Letter", async ({
  page,
  calendar,
  chicago,
  tag,
}) => {
  // A demo day with its 17:00 truck, and one more at the day's last free time, for a carrier with a long name.
  const day = await demoDayWith(page.request, chicago, "17:00");
  const slots = await page.request.post("/api/service.v1.get_facility_availability", {
    data: { facility_id: chicago.id, start: day, end: day, type: "Outbound", duration_minutes: 60 },
  });
  const last = ((await slots.json()) as { slots: { start_time: string; end_time: string }[] }).slots.at(-1)!;
  const late = await page.request.post("/api/service.v1.request_facility_appointment", {
    data: {
      facility_id: chicago.id,
      scheduled_start_time: last.start_time,
      scheduled_end_time: last.end_time,
      type: "Outbound",
      carrier: `Acme Long Haul Refrigerated Freight ${tag}`,
      carrier_phone: "+1 312 555 0188",
      quantity: 22,
      units: "Pallets",
      // One reference longer than a column of A4 can hold whole: the sheet must still fit the paper.
      order_info: [
        { reference_id: `PO-LATE-${tag}` },
        { reference_id: `PO-4500012345-${tag}-${tag}-ASN-99887766` },
      ],
    },
  });
  expect(late.ok()).toBe(true);
  await page.request.post("/api/service.v1.update_facility_appointment", {
    data: { id: (await late.json()).id, trailer_number: `TRL-${tag}` },
  });

  await calendar.goto({ facility: chicago.id, date: day, view: "day" });
  const all = await listed(page.request, chicago, day);
  expect(all.length).toBeGreaterThan(4);
  for (const a of all) await expect(calendar.chip(a.confirmation_code)).toHaveCount(1);
  await expectAccessible(page);
  await screenshots(page, "staff-day-sheet-board", ["desktop", "tablet", "phone"]);

  const heading = DateTime.fromISO(day).toFormat("cccc d LLLL yyyy");
  for (const paper of [
    { format: "A4", landscape: false },
    { format: "A4", landscape: true },
    { format: "Letter", landscape: false },
    { format: "Letter", landscape: true },
  ]) {
    const pages = await pdfPages(await page.pdf({ ...paper, printBackground: true }));
    const text = pages.map((p) => p.text).join(" ");
    const where = `${paper.format}${paper.landscape ? " landscape" : ""}`;
    for (const a of all) {
      const start = DateTime.fromISO(a.scheduled_start_time, { zone: chicago.zone }).toFormat("HH:mm");
      expect(text, `${a.confirmation_code} on ${where}`).toContain(a.confirmation_code);
      expect(text, `${a.confirmation_code}'s time on ${where}`).toContain(start);
      // A long name or reference may wrap on the paper, and the PDF's text reader parts a ligature ("ff") from
      // the rest of its word: both read without white space.
      const joined = text.replace(/\s+/g, "");
      expect(joined, `${a.confirmation_code}'s carrier on ${where}`).toContain(
        a.carrier!.replace(/\s+/g, ""),
      );
      for (const o of a.order_info) expect(joined, where).toContain(o.reference_id);
    }
    expect(text, where).toContain(CHICAGO.name);
    expect(text, where).toContain(heading);
    expect(text, where).toContain(`TRL-${tag}`);
    expect(text, where).toContain("Signature");
    // What the screen alone is for stays off the paper.
    expect(text, where).not.toContain("Export CSV");
    expect(text, where).not.toContain("Status colours");
  }
  // The sheet is what the print shows, nothing else: check it in print media too, as a person would see it.
  await page.emulateMedia({ media: "print" });
  const sheet = page.getByRole("table", { name: /Day sheet/ });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("row")).toHaveCount(all.length + 1);
  await expect(page.getByRole("region", { name: /Dock schedule/ })).toBeHidden();
  // Nothing runs off the narrowest paper: A4 portrait, 210 mm less 2 × 10 mm margins, is 718 CSS pixels.
  await page.setViewportSize({ width: 718, height: 1000 });
  // The table lays itself out again for the new width a moment after the resize: ask until it has.
  await expect
    .poll(async () => {
      const box = (await sheet.boundingBox())!;
      return box.x + box.width;
    })
    .toBeLessThanOrEqual(718);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(718);
  await page.emulateMedia({ media: "screen" });
  await expect(sheet).toBeHidden();
});
