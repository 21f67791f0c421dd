import { expect, type Page } from "@playwright/test";

export type Walkup = {
  company: string;
  email: string;
  phone: string;
  driver: string;
  driverPhone: string;
  trailer: string;
  reference: string;
  quantity: string;
};

/** A facility's public booking link, /f/<slug>: times first, then the details. */
export class PublicBookingPage {
  constructor(readonly page: Page) {}

  goto(slug: string) {
    return this.page.goto(`/f/${slug}`);
  }

  chooseLoadType(name: string) {
    return this.page
      .getByRole("navigation", { name: "What are you bringing?" })
      .getByRole("link", { name })
      .click();
  }

  /** The open day `n` (0: the first with times) of the fortnight shown, then its first time; the time's label. */
  async chooseTime(n: number): Promise<string> {
    await this.page
      .getByRole("navigation", { name: "Days" })
      .getByRole("link", { name: /open times/ })
      .nth(n)
      .click();
    const first = this.page.getByTestId("slots").getByRole("link").first();
    const label = (await first.textContent())!;
    await first.click();
    await expect(this.page.getByRole("heading", { name: "Your details" })).toBeVisible();
    return label;
  }

  async fill(w: Walkup) {
    const p = this.page;
    await p.getByLabel("Company").fill(w.company);
    await p.getByLabel("Contact e-mail").fill(w.email);
    await p.getByLabel("Phone", { exact: true }).fill(w.phone);
    await p.getByLabel("Driver's name").fill(w.driver);
    // (The texts' consent box names the driver's phone too.)
    await p.getByRole("textbox", { name: /^Driver's phone/ }).fill(w.driverPhone);
    await p.getByLabel("Trailer or truck number").fill(w.trailer);
    await p.getByLabel("PO or reference numbers").fill(w.reference);
    await p.getByLabel("Quantity").fill(w.quantity);
  }

  book() {
    return this.page.getByRole("button", { name: "Book this time" }).click();
  }
}

/** An appointment's manage link, /a/<token>. */
export class ManagePage {
  constructor(readonly page: Page) {}

  get code() {
    return this.page.getByTestId("code");
  }

  async reschedule(dayIndex: number): Promise<void> {
    await this.page.getByRole("link", { name: "Reschedule" }).click();
    await this.page
      .getByRole("navigation", { name: "Days" })
      .getByRole("link", { name: /open times/ })
      .nth(dayIndex)
      .click();
    await this.page.getByTestId("slots").getByRole("link").first().click();
    await this.page.getByRole("button", { name: /^Move to / }).click();
    await expect(this.page.getByText("Moved.")).toBeVisible();
  }

  async cancel(reason: string) {
    await this.page.getByRole("link", { name: "Cancel", exact: true }).click();
    await this.page.getByLabel("Reason, for the facility").fill(reason);
    await this.page.getByRole("button", { name: "Cancel the appointment" }).click();
    await expect(this.page.getByText("Cancelled.", { exact: false }).first()).toBeVisible();
  }
}
