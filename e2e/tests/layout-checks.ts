import { expect, type Locator, type Page, test } from '@playwright/test';

/*
 * Layout checks for phone screens (issue 20): nothing may scroll sideways or stick out past the
 * right edge. A failure names the screen and the outermost elements that stick out, so a developer
 * knows what to fix; a screenshot of the screen is attached to the report.
 */

/** What one element sticking out looks like in a failure message. */
interface Offender {
  what: string;
  right: number;
  width: number;
}

interface Measurement {
  /** The width the content has: the viewport without a scrollbar, or a dialog's inner width. */
  limit: number;
  innerWidth: number;
  htmlScrollWidth: number;
  bodyScrollWidth: number;
  /** The dialog's own scrollWidth and clientWidth, when a dialog is measured. */
  rootScrollWidth: number;
  rootClientWidth: number;
  rootLeft: number;
  rootRight: number;
  /** The outermost elements past `limit`, widest reach first (the first few). */
  offenders: Offender[];
  /** Every element past `limit`, nested ones included. */
  total: number;
}

/**
 * Runs in the page. Walks `root`'s elements for those whose right edge is past the limit: the
 * viewport's width, or the dialog's right edge when `root` is a dialog. An element that scrolls or
 * clips its own content sideways (overflow-x other than visible: a table's scroll container, say)
 * is checked itself but not its content, and fixed elements (toasts, dialogs) are left to their own
 * check as they never widen the page. Only the outermost elements sticking out are listed: the one
 * whose parent still fits is the one to fix.
 */
function measure(root: Element | null): Measurement {
  const page = root === null;
  const start = root ?? document.documentElement;
  const html = document.documentElement;
  const viewport = html.clientWidth;
  const rootRect = start.getBoundingClientRect();
  const limit = page ? viewport : Math.min(viewport, rootRect.left + start.clientLeft + start.clientWidth);
  // A page's boxes move when it was scrolled sideways (clicking an element off screen does that).
  const shift = page ? window.scrollX : 0;

  const describe = (element: Element): string => {
    let text = element.tagName.toLowerCase();
    const testId = element.getAttribute('data-testid');
    if (testId) text += `[data-testid="${testId}"]`;
    const label = element.getAttribute('aria-label');
    if (label) text += `[aria-label="${label.slice(0, 40)}"]`;
    // Mantine's hashed classes (m_1b7284a3) say nothing; its named ones (mantine-Table-table) do.
    const classes = Array.from(element.classList)
      .filter((name) => !/^m_[0-9a-f]+$/.test(name))
      .slice(0, 3);
    if (classes.length > 0) text += `.${classes.join('.')}`;
    const content = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (content) text += ` "${content.length > 60 ? `${content.slice(0, 60)}…` : content}"`;
    const parent = element.parentElement;
    if (parent) {
      const parentClass = Array.from(parent.classList).find((name) => !/^m_[0-9a-f]+$/.test(name));
      text += ` in ${parent.tagName.toLowerCase()}${parentClass ? `.${parentClass}` : ''}`;
    }
    return text;
  };

  const found: Offender[] = [];
  let total = 0;
  const visit = (element: Element, parentOffends: boolean, isRoot: boolean) => {
    const style = getComputedStyle(element);
    if (style.display === 'none') return;
    if (!isRoot && style.position === 'fixed') return;
    let offends = parentOffends;
    if (style.display !== 'contents') {
      const rect = element.getBoundingClientRect();
      offends = (rect.width > 0 || rect.height > 0) && rect.right + shift > limit + 0.5;
      if (offends) {
        total += 1;
        if (!parentOffends && !isRoot) {
          found.push({ what: describe(element), right: Math.round(rect.right + shift), width: Math.round(rect.width) });
        }
      }
    }
    const ownScroller = element !== html && element !== document.body && style.overflowX !== 'visible';
    if (ownScroller && !isRoot) return;
    for (const child of Array.from(element.children)) visit(child, offends && !isRoot, false);
  };
  visit(start, false, true);
  found.sort((a, b) => b.right - a.right || b.width - a.width);

  return {
    limit: Math.round(limit),
    innerWidth: window.innerWidth,
    htmlScrollWidth: html.scrollWidth,
    bodyScrollWidth: document.body.scrollWidth,
    rootScrollWidth: start.scrollWidth,
    rootClientWidth: start.clientWidth,
    rootLeft: Math.round(rootRect.left),
    rootRight: Math.round(rootRect.right),
    offenders: found.slice(0, 5),
    total,
  };
}

function offenderLines(measured: Measurement): string[] {
  const lines = measured.offenders.map(
    (offender) => `sticks out to ${offender.right} px (${offender.width} px wide): ${offender.what}`,
  );
  if (measured.total > measured.offenders.length) {
    lines.push(`(${measured.total} elements past ${measured.limit} px in all, nested ones included)`);
  }
  return lines;
}

/** The whole page for a page; the screen for a dialog, which stays where it is as the page scrolls. */
async function attachScreenshot(page: Page, screen: string, fullPage: boolean) {
  await test.info().attach(`${screen} at ${page.viewportSize()?.width ?? '?'} px`, {
    body: await page.screenshot({ fullPage }),
    contentType: 'image/png',
  });
}

/**
 * Checks, without stopping the test, that the page neither scrolls sideways nor has anything past
 * its right edge (content an `overflow-x: hidden` would only cut off).
 */
export async function expectFitsWidth(page: Page, screen: string): Promise<void> {
  const measured = await page.evaluate(measure, null);
  const problems: string[] = [];
  if (measured.htmlScrollWidth > measured.limit) {
    problems.push(
      `document.documentElement.scrollWidth is ${measured.htmlScrollWidth} px, wider than ${measured.limit}`,
    );
  }
  if (measured.bodyScrollWidth > measured.limit) {
    problems.push(`document.body.scrollWidth is ${measured.bodyScrollWidth} px, wider than ${measured.limit}`);
  }
  problems.push(...offenderLines(measured));
  expect.soft(problems, `"${screen}" scrolls sideways or is cut off at ${measured.innerWidth} px`).toEqual([]);
  if (problems.length > 0) await attachScreenshot(page, screen, true);
}

/**
 * The same for an open dialog: it lies within the screen, does not scroll sideways itself, and
 * nothing in it sticks out past its right edge. The page behind it has a check of its own.
 */
export async function expectDialogFitsWidth(page: Page, dialog: Locator, screen: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await settled(dialog);
  const measured = await dialog.evaluate(measure);
  const problems: string[] = [];
  if (measured.rootLeft < 0 || measured.rootRight > measured.innerWidth) {
    problems.push(
      `the dialog spans ${measured.rootLeft}–${measured.rootRight} px, outside the ${measured.innerWidth} px screen`,
    );
  }
  if (measured.rootScrollWidth > measured.rootClientWidth) {
    problems.push(
      `the dialog scrolls sideways: scrollWidth ${measured.rootScrollWidth} > clientWidth ${measured.rootClientWidth}`,
    );
  }
  problems.push(...offenderLines(measured));
  expect.soft(problems, `dialog "${screen}" scrolls sideways or is cut off at ${measured.innerWidth} px`).toEqual([]);
  if (problems.length > 0) await attachScreenshot(page, screen, false);
}

/** Waits for the element's transitions and animations (a dialog opening, a toast sliding in) to end. */
export async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => null))),
  );
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The part of `box` inside `within`, or null when none is. */
export function clip(box: Box | null, within: Box | null): Box | null {
  if (box === null || within === null) return null;
  const x = Math.max(box.x, within.x);
  const y = Math.max(box.y, within.y);
  const width = Math.min(box.x + box.width, within.x + within.width) - x;
  const height = Math.min(box.y + box.height, within.y + within.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/** "x 12–348, y 16–80", for a failure message. */
export function describeBox(box: Box | null): string {
  if (box === null) return 'not on screen';
  const round = Math.round;
  return `x ${round(box.x)}–${round(box.x + box.width)}, y ${round(box.y)}–${round(box.y + box.height)}`;
}
