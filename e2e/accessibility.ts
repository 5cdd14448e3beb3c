import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what issue 31 holds every page to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const failingImpacts = new Set(['serious', 'critical']);

/**
 * axe's 560 KB, evaluated only where the document has none yet: a page the app changed without loading a new
 * document (a link within the app, a dialog) keeps the copy of its previous check.
 */
const axeOncePerDocument = `if (!window.axe) { ${axe.source} }`;

/** One element that breaks a rule, where and how the page was shown. */
export interface AccessibilityFinding {
  rule: string;
  impact: string;
  /** The element's CSS selector, through any frames. */
  target: string;
  help: string;
  page: string;
  language: string;
  theme: 'light' | 'dark';
  width: number;
}

/** How the page is shown: its address, language, theme, width, the dialogs open on it and the step it is at. */
async function pageState(page: Page) {
  const shown = await page.evaluate(() => ({
    language: document.documentElement.lang,
    theme: document.documentElement.classList.contains('dark') ? ('dark' as const) : ('light' as const),
    width: window.innerWidth,
    dialogs: Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]'))
      .map((dialog) => dialog.getAttribute('aria-labelledby') ?? dialog.getAttribute('aria-label') ?? '')
      .join(','),
    // The onboarding's six steps share one address.
    step: document.querySelector('[aria-current="step"]')?.textContent ?? '',
  }));
  const url = new URL(page.url());
  // Ids in an address (an item's, a token's) make every member's page look new: one of each kind is enough.
  const address = `${url.pathname}${url.search}`.replace(/[0-9a-f]{8}-[0-9a-f-]{27}|[A-Za-z0-9_-]{32,}/g, ':id');
  return {
    ...shown,
    address,
    key: [address, shown.language, shown.theme, shown.width, shown.dialogs, shown.step].join('|'),
  };
}

/**
 * The page's serious and critical findings as it is now. Legacy mode runs axe in the page itself: the default
 * evaluates axe again in a blank page of the context to merge the frames' results, and the app draws no frame
 * of another origin. Only the violations come back: the passing nodes, serialized, cost as much as the checks.
 */
async function findings(page: Page, state: Awaited<ReturnType<typeof pageState>>): Promise<AccessibilityFinding[]> {
  const results = await new AxeBuilder({ page, axeSource: axeOncePerDocument })
    .withTags(wcagTags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        target: node.target
          .map((selector) => (Array.isArray(selector) ? selector.join(' >> ') : selector))
          .join(' >> '),
        help: violation.help,
        page: state.address,
        language: state.language,
        theme: state.theme,
        width: state.width,
      })),
    );
}

/** One line per finding: rule id, impact, selector and the page (language, theme, width). */
export function describeFindings(found: readonly AccessibilityFinding[]): string {
  return found
    .map(
      (finding) =>
        `${finding.rule} (${finding.impact}) at ${finding.target} on ${finding.page} ` +
        `[${finding.language}, ${finding.theme}, ${finding.width} px]: ${finding.help}`,
    )
    .join('\n');
}

/**
 * The states checked so far in this worker (the suite runs in one): a page shown the same way (pageState) is
 * checked once per run, whichever test shows it first, which keeps axe's cost on the suite under a minute.
 */
const checkedStates = new Set<string>();

/** Checks a page in each state it is shown in once per run, and keeps what it finds for a test to fail on. */
export class AccessibilityChecks {
  readonly findings: AccessibilityFinding[] = [];
  checks = 0;
  milliseconds = 0;

  async check(page: Page) {
    const started = performance.now();
    const state = await pageState(page);
    if (!checkedStates.has(state.key)) {
      checkedStates.add(state.key);
      this.findings.push(...(await findings(page, state)));
      this.checks += 1;
    }
    this.milliseconds += performance.now() - started;
  }
}
