import type { Page } from "@playwright/test";

export class SignInPage {
  constructor(readonly page: Page) {}

  get error() {
    return this.page.getByRole("alert").filter({ hasText: /\S/ });
  }

  goto() {
    return this.page.goto("/signin");
  }

  async signIn(email: string, password: string) {
    await this.page.getByLabel("E-mail", { exact: true }).fill(email);
    await this.page.getByLabel("Password", { exact: true }).fill(password);
    await this.page.getByRole("button", { name: "Sign in" }).click();
  }
}
