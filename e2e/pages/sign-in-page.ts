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
    // Exact: "Sign in with <provider>" is a button too when an identity provider is set.
    await this.page.getByRole("button", { name: "Sign in", exact: true }).click();
  }
}
