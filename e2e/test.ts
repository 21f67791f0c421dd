// Playwright's test, for every spec: a context a test opens for a second person (browser.newContext()) is
// closed when the test ends, whether or not the test closed it. A context left open keeps its pages, their
// live streams and their polling running through every later test of the run, on the same two cores.
import { test as playwright } from "@playwright/test";

export * from "@playwright/test";

export const test = playwright.extend<{ closesItsContexts: void }>({
  closesItsContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close()),
      );
    },
    { auto: true },
  ],
});
