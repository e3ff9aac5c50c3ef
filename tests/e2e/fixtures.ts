import { readFileSync } from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';

/**
 * Every journey imports `test` and `expect` from here. The page is served with the security
 * policy the build ships (scripts/vite/security-policy-plugin.ts serves `_headers`), and a
 * journey fails on any `securitypolicyviolation` in the page or on a policy the browser could
 * not apply as written.
 */
export * from '@playwright/test';

const REPORT_BINDING = '__folioReportPolicyViolation';
/** Chromium's console lines about the CSP, Permissions-Policy or Referrer-Policy it received. */
const POLICY_MESSAGE = /content.security.policy|permissions.policy|referrer.policy/i;

export interface PolicyViolations {
  /** What the policy refused so far, and Chromium's console lines about the policies. */
  readonly reports: string[];
  /** For a test that provokes refusals on purpose: reports matching this do not fail it. */
  allow(pattern: RegExp): void;
}

interface PolicyFixtures {
  policyViolations: PolicyViolations;
  /**
   * After `page.goto` and `page.reload` to a page rendered at build time, wait until the app
   * has taken it over (`data-app-running`, src/app/screen-running.ts): the page reads as it will
   * before that, but a click does nothing yet. Journeys of the start-up itself turn it off.
   */
  waitForApp: boolean;
}

/** Resolves once the app runs on a page rendered at build time; at once on any other page. */
async function whenAppRuns(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.documentElement.hasAttribute('data-rendered-for') ||
      document.documentElement.hasAttribute('data-app-running'),
    undefined,
    { timeout: 15_000 },
  );
}

export const test = base.extend<PolicyFixtures>({
  waitForApp: [true, { option: true }],
  // `provide`, not `use`: the React hooks lint reads a call to `use` as React's.
  page: async ({ page, waitForApp }, provide) => {
    if (waitForApp) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const settled = async <T>(navigation: Promise<T>, waitUntil?: string) => {
        const response = await navigation;
        if (waitUntil !== 'commit') await whenAppRuns(page);
        return response;
      };
      page.goto = (url, options) => settled(goto(url, options), options?.waitUntil);
      page.reload = (options) => settled(reload(options), options?.waitUntil);
    }
    await provide(page);
  },
  policyViolations: [
    // On the context, so a page the journey opens itself (a copied link in a new tab) counts too.
    async ({ context }, use) => {
      const reports: string[] = [];
      const allowed: RegExp[] = [];
      await context.exposeBinding(REPORT_BINDING, (_source, report: string) => {
        reports.push(report);
      });
      await context.addInitScript((binding) => {
        // Frames (a video player) live under their own site's policy, not ours.
        if (window !== window.top) return;
        const report = (window as unknown as Record<string, (text: string) => void>)[binding];
        window.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const what = event.blockedURI || 'inline code';
            const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
            report?.(`${event.effectiveDirective} refused ${what} on ${location.pathname}${where}`);
          },
          true,
        );
      }, REPORT_BINDING);
      const watchConsole = (page: Page) =>
        page.on('console', (message) => {
          if (message.type() !== 'error' && message.type() !== 'warning') return;
          if (POLICY_MESSAGE.test(message.text())) reports.push(`console: ${message.text()}`);
        });
      context.pages().forEach(watchConsole);
      context.on('page', watchConsole);
      await use({ reports, allow: (pattern) => allowed.push(pattern) });
      const unexpected = reports.filter(
        (report) => !allowed.some((pattern) => pattern.test(report)),
      );
      expect(unexpected, 'security policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Runs a script file of the test's own (axe-core) in the page. `addScriptTag` would insert an
 * inline script, which the policy rightly refuses; evaluation from the test is not the page's.
 */
export async function runTestScript(page: Page, path: string): Promise<void> {
  await page.evaluate(readFileSync(path, 'utf8'));
}
