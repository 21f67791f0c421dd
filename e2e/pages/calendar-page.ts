import { expect, type Page } from "@playwright/test";

/** The staff calendar: toolbar, dock board or list, and the appointment panel. */
export class CalendarPage {
  constructor(readonly page: Page) {}

  goto(query: Record<string, string>) {
    return this.page.goto(`/calendar?${new URLSearchParams(query)}`);
  }

  /** An appointment on the board or in the list, by its confirmation code. */
  chip(code: string) {
    return this.page.locator(`[data-appointment="${code}"]`);
  }

  row(code: string) {
    return this.page.getByRole("row").filter({ hasText: code });
  }

  get panel() {
    return this.page.getByRole("complementary").filter({ has: this.page.getByRole("heading", { level: 2 }) });
  }

  async open(code: string) {
    await this.chip(code).click();
    await expect(this.panel.getByRole("heading", { name: code })).toBeVisible();
  }

  action(name: string) {
    return this.panel.getByRole("button", { name, exact: true });
  }

  async expectStatus(label: string) {
    await expect(this.panel.getByText(label, { exact: true }).first()).toBeVisible();
  }

  mode(name: "Scheduled" | "Created" | "Modified") {
    return this.page
      .getByRole("group", { name: "Select appointments by" })
      .getByRole("button", { name })
      .click();
  }

  view(name: "Day" | "Week" | "List") {
    return this.page.getByRole("group", { name: "View" }).getByRole("button", { name }).click();
  }
}
