import type { Page } from "@playwright/test";

/** /appointments: upcoming and past. */
export class AppointmentsPage {
  constructor(readonly page: Page) {}

  get list() {
    return this.page.getByTestId("appointment-list");
  }

  goto() {
    return this.page.goto("/appointments");
  }

  show(when: "Upcoming" | "Past") {
    return this.page.getByRole("button", { name: when, exact: true }).click();
  }

  row(code: string) {
    return this.list.getByRole("link", { name: new RegExp(`^${code}:`) });
  }
}
