import type { Page } from "@playwright/test";

/** A carrier who signs up: the person, their company and their sign-in. */
export type Carrier = { name: string; company: string; email: string; password: string };

export class SignUpPage {
  constructor(readonly page: Page) {}

  goto(callbackUrl?: string) {
    return this.page.goto(callbackUrl ? `/signup?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/signup");
  }

  async fill(c: Partial<Carrier>) {
    if (c.name !== undefined) await this.page.getByLabel("Your name", { exact: true }).fill(c.name);
    if (c.company !== undefined) await this.page.getByLabel("Company", { exact: true }).fill(c.company);
    if (c.email !== undefined) await this.page.getByLabel("Work e-mail", { exact: true }).fill(c.email);
    if (c.password !== undefined) await this.page.getByLabel("Password", { exact: true }).fill(c.password);
  }

  submit() {
    return this.page.getByRole("button", { name: "Create account" }).click();
  }

  async signUp(c: Carrier) {
    await this.fill(c);
    await this.submit();
  }
}
