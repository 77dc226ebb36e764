import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Response,
} from '@playwright/test';

/**
 * `test` and `expect` for every browser test: a test fails when any page it opened broke the server's
 * Content-Security-Policy (ADR 0013), listing what was blocked. Import both from here, not from
 * @playwright/test.
 */
export { expect };

/** The prefix the init script gives each `securitypolicyviolation` event it forwards to console.error. */
export const CSP_VIOLATION_PREFIX = '[csp-violation]';

// A string, so the Node-side typecheck needs no DOM types. Added through the DevTools protocol, so the
// policy it watches does not apply to it.
const FORWARD_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  const source = event.sourceFile ? ' (' + event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber + ')' : '';
  const sample = event.sample ? ' sample: ' + JSON.stringify(event.sample) : '';
  console.error('${CSP_VIOLATION_PREFIX} ' + event.effectiveDirective + ' (' + event.disposition + ') blocked '
    + (event.blockedURI || '(empty)') + ' on ' + event.documentURI + source + sample);
});`;

/** Chromium's own report of a refusal ("Refused to load … violates the following Content Security Policy …"). */
function isCspText(text: string): boolean {
  return text.startsWith(CSP_VIOLATION_PREFIX) || /Content[- ]Security[- ]Policy/i.test(text);
}

const watched = new WeakSet<BrowserContext>();

async function watch(context: BrowserContext, violations: string[]): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await context.addInitScript(FORWARD_VIOLATIONS);
  context.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (isCspText(text)) violations.push(`${message.page()?.url() ?? '(no page)'}: ${text}`);
  });
  // A blocked eval() throws; uncaught, it arrives as a page error rather than a console message.
  context.on('weberror', (error) => {
    const text = error.error().message;
    if (isCspText(text)) violations.push(`${error.page()?.url() ?? '(no page)'}: uncaught ${text}`);
  });
}

/**
 * Events fired just before the test ended may still be on their way: one round trip per open page
 * (a macrotask in the page, then the answer) lets them arrive.
 */
async function settle(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) {
    await page.evaluate('new Promise((resolve) => setTimeout(resolve, 0))').catch(() => undefined);
  }
}

/** Contexts a test opens itself (a second user, an administrator) are watched as well. */
function watchNewContexts(browser: Browser, violations: string[]): () => void {
  const original = browser.newContext;
  browser.newContext = async function newWatchedContext(this: Browser, ...args: Parameters<Browser['newContext']>) {
    const context = await original.apply(this, args);
    await watch(context, violations);
    const close = context.close.bind(context);
    context.close = async (...closeArgs: Parameters<BrowserContext['close']>) => {
      await settle(context);
      return close(...closeArgs);
    };
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

/** The mark the app sets once it runs the page. */
const HYDRATED = 'html[data-hydrated]';

/**
 * Resolves once the app has hydrated the page (or rendered it, when the server sent none): the app marks
 * `<html data-hydrated>` from its first effect (web/src/app/app.tsx). Before that, a server-rendered page
 * shows everything but a tap on it does nothing.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.locator(HYDRATED).waitFor({ state: 'attached' });
}

/**
 * Only the app's pages hydrate: not an API answer, a sitemap, a file a test opens, or another HTML page
 * the server sends (the API documentation), which has no `#root` for the app.
 */
async function afterNavigation(page: Page, response: Response | null): Promise<Response | null> {
  if ((await response?.headerValue('content-type'))?.startsWith('text/html')) {
    await page.locator(`${HYDRATED}, html:not(:has(#root))`).waitFor({ state: 'attached' });
  }
  return response;
}

export const test = base.extend<{ cspViolations: string[]; waitForHydration: boolean }>({
  /**
   * Whether `page.goto` and `page.reload` resolve only once the app has hydrated the page, as a person's
   * first tap lands on a page that has been on screen a moment. Off for the tests of the server-rendered
   * page itself, before and without the app.
   */
  waitForHydration: [true, { option: true }],

  page: async ({ page, waitForHydration }, use) => {
    if (waitForHydration) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => afterNavigation(page, await goto(...args));
      page.reload = async (...args) => afterNavigation(page, await reload(...args));
    }
    await use(page);
  },

  /**
   * Every CSP violation of the test, in order; checked when the test ends. A test that provokes one on
   * purpose (the guard's own test) empties it after asserting on it.
   */
  cspViolations: [
    async ({ browser }, use, testInfo) => {
      const violations: string[] = [];
      const restore = watchNewContexts(browser, violations);
      try {
        await use(violations);
      } finally {
        restore();
      }
      if (violations.length > 0) {
        await testInfo.attach('csp-violations.txt', { body: violations.join('\n'), contentType: 'text/plain' });
      }
      expect(violations, `Content-Security-Policy violations:\n${violations.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],

  context: async ({ context, cspViolations }, use) => {
    await watch(context, cspViolations);
    await use(context);
    await settle(context);
  },
});
