import type { Page } from "@playwright/test";

/** The signed-in header: navigation and sign-out. */
export class Header {
  constructor(readonly page: Page) {}

  get nav() {
    return this.page.getByRole("navigation", { name: "Main" });
  }

  myAppointments() {
    return this.nav.getByRole("link", { name: "My appointments" }).click();
  }

  book() {
    return this.nav.getByRole("link", { name: "Book" }).click();
  }

  /** Opens the API menu and follows one of its links ("API tokens", "API reference"). */
  async api(label: string) {
    await this.page.getByRole("button", { name: "API" }).click();
    await this.page.getByRole("link", { name: label }).click();
  }

  signOut() {
    return this.page.getByRole("button", { name: "Sign out" }).click();
  }
}
