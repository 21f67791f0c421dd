import type { Page } from "@playwright/test";

/** The Webhooks page: the new-endpoint form and one card per endpoint. */
export class WebhooksPage {
  constructor(readonly page: Page) {}

  async addEndpoint(url: string) {
    const form = this.page.getByRole("form", { name: "New endpoint" });
    await form.getByLabel("URL").fill(url);
    await form.getByRole("button", { name: "Add endpoint" }).click();
  }

  /** The secret shown once after adding. */
  secret() {
    return this.page.getByTestId("new-secret");
  }

  endpoint(url: string) {
    return this.page
      .getByRole("list", { name: "Webhook endpoints" })
      .getByRole("listitem")
      .filter({ hasText: url });
  }
}
