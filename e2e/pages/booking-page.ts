import { expect, type Locator, type Page } from "@playwright/test";

export type Details = {
  carrier?: string;
  phone?: string;
  driver?: string;
  references?: string[];
  quantity?: string;
  units?: "Pallets" | "Boxes";
  notes?: string;
};

export type ChosenSlot = { start: string; label: string };

/** /book: facility, what and when, carrier, load, submit. */
export class BookingPage {
  constructor(readonly page: Page) {}

  get submitButton() {
    return this.page.getByRole("button", { name: /^(Book appointment|Request appointment)$/ });
  }
  get slots() {
    return this.page.getByTestId("slots");
  }

  goto() {
    return this.page.goto("/book");
  }

  async chooseFacility(name: string) {
    await this.page.getByLabel("Search by facility name or address", { exact: true }).fill(name);
    await this.page.getByRole("button", { name: new RegExp(name) }).click();
    await expect(this.page.getByTestId("selected-facility")).toHaveText(name);
  }

  async chooseType(type: "Inbound" | "Outbound") {
    await this.page.getByRole("radio", { name: new RegExp(type) }).check();
  }

  async chooseLoadType(label: string) {
    await this.page.getByLabel("What are you carrying?", { exact: true }).selectOption({ label });
  }

  /** A day (by position among the days with open times) and a slot on it (by position). */
  async chooseSlot(opts: { day?: number; slot?: number } = {}): Promise<ChosenSlot> {
    const openDays = this.page.locator('label:has(input[name="day"][data-open]:not([disabled]))');
    await expect(openDays.first()).toBeVisible();
    await openDays.nth(opts.day ?? 0).click();
    const slot = this.slots.locator("label").nth(opts.slot ?? 0);
    await slot.click();
    return {
      start: (await slot.locator("input").getAttribute("value"))!,
      label: (await slot.innerText()).trim(),
    };
  }

  slotInput(start: string): Locator {
    return this.slots.locator(`input[value="${start}"]`);
  }

  async fillDetails(d: Details) {
    if (d.carrier !== undefined)
      await this.page.getByLabel("Carrier company", { exact: true }).fill(d.carrier);
    if (d.phone !== undefined) await this.page.getByLabel("Phone", { exact: true }).fill(d.phone);
    if (d.driver !== undefined) await this.page.getByLabel(/^Driver name/).fill(d.driver);
    if (d.references) {
      for (const [i, ref] of d.references.entries()) {
        if (i > 0) await this.page.getByRole("button", { name: "+ Add another number" }).click();
        await this.page.getByLabel(`Reference number ${i + 1}`, { exact: true }).fill(ref);
      }
    }
    if (d.quantity !== undefined) await this.page.getByLabel("Quantity", { exact: true }).fill(d.quantity);
    if (d.units) await this.page.getByLabel("Units", { exact: true }).selectOption(d.units);
    if (d.notes !== undefined) await this.page.getByLabel(/^Notes for the facility/).fill(d.notes);
  }

  submit() {
    return this.submitButton.click();
  }
}
