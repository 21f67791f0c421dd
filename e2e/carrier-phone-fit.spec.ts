// A carrier's journey on a phone, with the long values real bookings carry
// (a plus-addressed e-mail, a long company name and reference): no page is
// wider than the screen, and every field and button is at least 44 px tall,
// the size of a thumb.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./test";
import { ManagePage, PublicBookingPage, type Walkup } from "./pages/public-pages";
import { SignInPage } from "./pages/sign-in-page";
import { PHONE, screenshots } from "./support";

test.use({ viewport: PHONE });

/** Fails naming the page when it scrolls sideways, and the widest element when one sticks out. */
async function fitsTheScreen(page: Page, what: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)}`);
    return { scroll: document.documentElement.scrollWidth, width, wide: wide.slice(0, 3) };
  });
  expect(overflow.scroll, `${what} scrolls sideways: ${overflow.wide.join(", ")}`).toBeLessThanOrEqual(
    overflow.width,
  );
}

/** Every visible input, select and button of the page's forms, at least 44 px tall. */
async function thumbSized(page: Page, what: string) {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll("main input, main select, main button")]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const hidden =
          (el as HTMLInputElement).type === "hidden" ||
          r.width === 0 ||
          r.height === 0 ||
          !!el.closest("[aria-hidden=true]");
        const type = (el as HTMLInputElement).type;
        return !hidden && type !== "checkbox" && type !== "radio" && r.height < 44;
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}#${el.id || (el as HTMLInputElement).name} ${el.getBoundingClientRect().height}px`,
      ),
  );
  expect(small, `${what}: controls under 44 px`).toEqual([]);
}

test("no page of the carrier's journey is wider than a phone, and every control is thumb-sized", async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  const long: Walkup = {
    company: `Bluelane Intermodal Transportation and Logistics Services ${tag}`,
    email: `dispatch+1795573957702-${tag}@bluelane-intermodal-logistics.example`,
    phone: "+1 312 555 0190 ext 4471",
    driver: "Maximiliano Alessandro Fitzgerald-Oyelaran",
    driverPhone: "+1 312 555 0191",
    trailer: `TRL-${tag.toUpperCase()}-53FT-REEFER`,
    reference: `PO-4500012345-${tag}-${tag}-ASN-99887766`,
    quantity: "26",
  };
  const booking = new PublicBookingPage(page);
  await booking.goto("chicago-cross-dock");
  await fitsTheScreen(page, "the public link");
  await booking.chooseLoadType("Dry goods");
  await booking.chooseTime(1);
  await fitsTheScreen(page, "the public link's details");
  await thumbSized(page, "the public link's details");
  await screenshots(page, "phone-fit-details", ["phone"]);
  await booking.fill(long);
  await booking.book();
  await expect(page).toHaveURL(/\/a\/[A-Za-z0-9_-]{43}\?booked=1$/);
  await expect(new ManagePage(page).code).toBeVisible();
  await expect(page.getByText(long.email)).toBeVisible();
  await fitsTheScreen(page, "the manage page");
  await thumbSized(page, "the manage page");
  await screenshots(page, "phone-fit-manage", ["phone", "tablet", "desktop"]);

  for (const path of ["/a", "/signup", "/signin"]) {
    await page.goto(path);
    await fitsTheScreen(page, path);
    await thumbSized(page, path);
  }

  await new SignInPage(page).signIn("carrier@dockside.test", "dockside");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  for (const path of ["/book", "/appointments"]) {
    await page.goto(path);
    await fitsTheScreen(page, path);
  }
  await page.goto("/book");
  await thumbSized(page, "/book");
  await page.goto("/appointments");
  const first = page.getByRole("link", { name: /details|view/i }).first();
  if (await first.count()) {
    await first.click();
    await fitsTheScreen(page, "an appointment's page");
  }
});
