// Staff giving an appointment to a carrier company account are told when
// another account's name only looks like it (Cyrillic letters in a Latin name,
// 0 for O, rn for m), before and after they link it.
import { randomUUID } from "node:crypto";
import { expect, test } from "./test";
import { bookFreeSlot, facilityId } from "./api";
import { CalendarPage } from "./pages/calendar-page";
import { CHICAGO, localDate, signIn } from "./staff";
import { expectAccessible, screenshots } from "./support";

test("the appointment panel points out an account whose name only looks like the carrier's", async ({
  page,
}) => {
  await signIn(page, "admin@dockside.test");
  const name = `Acme Lines ${randomUUID().slice(0, 6)}`;
  const lookAlike = name.replace("A", "\u0410").replace("c", "\u0441");
  for (const carrier of [name, lookAlike]) {
    const made = await page.request.post("/api/service.v1.create_user", {
      data: {
        email: `${randomUUID().slice(0, 8)}@lines.example`,
        password: "a long passphrase",
        role: "carrier",
        carrier,
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
  }
  const chicago = { id: await facilityId(page.request, CHICAGO.name), zone: CHICAGO.zone };
  const booked = await bookFreeSlot(page.request, chicago, {
    daysAhead: 3,
    carrier: name,
    reference: `PO-${name}`,
  });

  const calendar = new CalendarPage(page);
  await calendar.goto({ facility: chicago.id, date: localDate(booked.scheduled_start_time, CHICAGO.zone) });
  await calendar.open(booked.confirmation_code);
  const warning = calendar.panel.getByTestId("look-alikes");
  await expect(warning).toContainText(lookAlike);
  await expect(warning).toBeInViewport();
  await expect(calendar.panel.getByRole("button", { name: `Give to ${name}` })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "look-alike-panel", ["phone", "tablet", "desktop"]);
});
