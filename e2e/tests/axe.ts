import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { NodeResult, Result } from 'axe-core';
import { expectToastsOffControls, expectTouchTargets } from './touch-targets.ts';

/*
 * The accessibility sweep's check (issue: "axe-core on every screen and state"): axe-core's WCAG 2.2
 * A/AA rules and its best-practice rules (the landmark rules are among those) on the page as it is
 * now, a dialog included when one is open. The check is soft, so one run lists every screen with a
 * problem; each problem reads "rule: summary" with the elements it was found on.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Rules left out on purpose, each with its reason. Keep this list short. */
export const allowedViolations: Record<string, string> = {
  // Axe compares a control's visible text with its accessible name word by word, splitting on
  // spaces. Thai is written without spaces between words, so a name that begins with the visible
  // Thai text ("ดูสลิปที่อัปโหลดเมื่อ 12/05/2025 10:30" for "ดูสลิป") reads to it as one different word.
  'label-content-name-mismatch': 'Thai has no spaces between words, which axe’s word matching relies on',
};

/** What one rule broken on a screen looks like in a failure message. */
function describe(violation: Result): string {
  // A contrast finding says which colours and ratio, so the shade to change is plain.
  const colours = (node: NodeResult) => {
    const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
    return data?.fgColor ? ` (${data.fgColor} on ${data.bgColor} ${data.contrastRatio}:1)` : '';
  };
  const targets = violation.nodes.slice(0, 4).map((node) => node.target.map(String).join(' > ') + colours(node));
  const more = violation.nodes.length > 4 ? ` (+${violation.nodes.length - 4} more)` : '';
  return `${violation.id}: ${violation.help} — ${targets.join(' | ')}${more}`;
}

/** Checks, without stopping the test, that axe finds nothing on the page but the allowed rules. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Animations finished first: a dialog fading in is measured at its final colours.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const problems = results.violations.filter((violation) => !(violation.id in allowedViolations)).map(describe);
  const width = page.viewportSize()?.width ?? '?';
  expect.soft(problems, `accessibility problems on "${screen}" at ${width} px`).toEqual([]);
  if (problems.length > 0) {
    await test.info().attach(`${screen} at ${width} px`, { body: await page.screenshot(), contentType: 'image/png' });
  }
  // On a phone, every screen and dialog also gets the finger-sized checks (touch-targets.ts).
  if (width !== '?' && width <= 360) {
    await expectTouchTargets(page, screen);
    await expectToastsOffControls(page, screen);
  }
}
