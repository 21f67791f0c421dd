import { expect, type Page } from "@playwright/test";

/** /appointments/[id]: the confirmation. */
export class AppointmentPage {
  constructor(readonly page: Page) {}

  get code() {
    return this.page.getByTestId("confirmation-code");
  }
  get localTime() {
    return this.page.getByTestId("local-time");
  }
  get statusMeaning() {
    return this.page.getByTestId("status-meaning");
  }

  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/appointments\/[0-9a-f-]{36}/);
    await expect(this.code).toHaveText(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
  }

  status(name: string) {
    return this.page.getByTestId("status").getByText(name, { exact: true });
  }

  async downloadCalendar() {
    const [download] = await Promise.all([
      this.page.waitForEvent("download"),
      this.page.getByRole("link", { name: "Add to calendar" }).click(),
    ]);
    return download;
  }

  openReschedule() {
    return this.page.getByRole("button", { name: "Reschedule" }).click();
  }

  async confirmReschedule() {
    await this.page.getByRole("button", { name: /^Move to / }).click();
  }

  async cancel(note?: string) {
    await this.page.getByRole("button", { name: "Cancel appointment" }).click();
    if (note) await this.page.getByLabel(/Reason for the facility/).fill(note);
    await this.page.getByRole("button", { name: "Yes, cancel appointment" }).click();
  }
}
