import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

/**
 * axe-core's WCAG 2 A and AA rules on the page as it is, through axe-core itself: its source is put
 * into the document once (the app moves between screens without reloading, so it stays) and each scan
 * is one `axe.run`. @axe-core/playwright's AxeBuilder injects the source into every frame on every
 * call and finishes each run in a new page: 2.0 s a scan against 0.5 s here (measured on the agent
 * home, 2 cores), and the sweep scans ~250 screens.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  rule: string;
  help: string;
  /** Each offending node, with axe's reason (e.g. the two colours and their contrast). */
  nodes: string[];
}

export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replace(/\s+/g, ' ')),
    }));
  });
}
