// A screen in another language at phone width: nothing cut off, nothing wider
// than its box or the screen. German and Polish words run long ("Rampentermine",
// "Niestawienie"), so a layout that fits English may not fit them.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { E2E_BASE_URL, SCREENSHOTS } from "../env";
import { PHONE } from "../support";

export const LONG_LANGUAGES = ["de", "pl"] as const;

/** Reads the site in `locale` from now on (the header switcher's cookie; a signed-in person without a saved choice). */
export async function useLanguage(context: BrowserContext, locale: string) {
  await context.addCookies([{ name: "dockside_locale", value: locale, url: E2E_BASE_URL }]);
}

type Overflow = { what: string; text: string; by: number };

/** Every element whose content is wider than its box (cut off, or spilling out) or that reaches past the screen. */
export async function overflows(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const found: Overflow[] = [];
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const testId = el.getAttribute("data-testid");
      return `${el.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ""}`;
    };
    // A box that scrolls sideways on purpose (a wide table, a board) may hold wider content.
    const scrollsSideways = (el: Element | null): boolean => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const x = getComputedStyle(e).overflowX;
        if ((x === "auto" || x === "scroll") && e.scrollWidth > e.clientWidth) return true;
      }
      return false;
    };
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1)
      found.push({ what: "page", text: "", by: document.documentElement.scrollWidth - width });
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      // Screen-reader-only text is 1px wide on purpose.
      if (rect.width <= 1 && rect.height <= 1) continue;
      const text = (el as HTMLElement).innerText?.trim().slice(0, 60) ?? "";
      const hasOwnText = Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent!.trim());
      // Cut off: text in a box that hides what does not fit (truncate, overflow hidden).
      const hides = ["hidden", "clip"].includes(style.overflowX) || style.textOverflow === "ellipsis";
      if (hasOwnText && hides && el.scrollWidth > el.clientWidth + 1 && !el.getAttribute("title"))
        found.push({ what: describe(el), text, by: el.scrollWidth - el.clientWidth });
      // Spilling past the screen's edge, outside any box that scrolls sideways.
      if (rect.right > width + 1 && !scrollsSideways(el.parentElement) && style.position !== "fixed")
        found.push({ what: describe(el), text, by: Math.round(rect.right - width) });
    }
    return found;
  });
}

/**
 * Every drop-down whose chosen option's words are wider than the box shows them in: a select clips its text
 * without ever scrolling, so the check above cannot see it. The words are measured in the select's own font.
 */
export async function cutSelects(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const ctx = document.createElement("canvas").getContext("2d")!;
    const found: Overflow[] = [];
    for (const el of Array.from(document.querySelectorAll("select"))) {
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden" || el.getBoundingClientRect().width === 0)
        continue;
      const text = el.selectedOptions[0]?.text.trim() ?? "";
      ctx.font = style.font;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const by = Math.ceil(ctx.measureText(text).width - room);
      if (by > 1) found.push({ what: `select${el.id ? `#${el.id}` : ""}`, text, by });
    }
    return found;
  });
}

/** The screen as it is now fits a phone in this language, drop-downs included; a screenshot is kept for a person to look at. */
export async function expectFits(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  const locale = await page.locator("html").getAttribute("lang");
  const dir = path.join(SCREENSHOTS, "languages");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${locale}-phone.png`), fullPage: true });
  const found = [...(await overflows(page)), ...(await cutSelects(page))];
  expect(found, `${name} in ${locale} at phone width: elements cut off or overflowing`).toEqual([]);
}
