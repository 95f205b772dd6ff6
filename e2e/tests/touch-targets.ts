import { expect, type Page } from '@playwright/test';

/*
 * Two measurements for phone screens (issue 32), called by the screen sweeps:
 * - every target a finger can hit is at least 24×24 CSS px (WCAG 2.5.8), or has room around it;
 * - no toast lies over a control the user can still use.
 * Both run in the page and measure the clickable element's own box, as the browser hit-tests it.
 */

/** What counts as something to tap: the brief's list, plus anything reachable with Tab. */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  ...['button', 'tab', 'checkbox', 'radio', 'switch', 'menuitem', 'option'].map((role) => `[role="${role}"]`),
].join(',');

const MIN = 24;

interface Target {
  what: string;
  width: number;
  height: number;
}

/**
 * Runs in the page (Playwright sends one function's source, and the app's CSP allows no eval, so the
 * helpers live inside it): the small targets, or the controls under a toast.
 */
function inPage({ mode, selector, min }: { mode: 'small' | 'covered'; selector: string; min: number }): string[] {
  /**
   * Runs in the page: the visible, enabled controls a user can reach now, each with its hit area.
   * While a modal dialog is open only what is in Mantine's portals (the dialog, its dropdowns, the
   * toasts) counts: the page behind the overlay cannot be tapped.
   */
  function collectControls(selector: string) {
    // Anything else with a tabindex of 0 or more is reachable with Tab, and so a target too.
    const candidates = document.querySelectorAll(`${selector},[tabindex]`);
    const modalOpen = Array.from(document.querySelectorAll('[role="dialog"][aria-modal="true"]')).some(
      (dialog) => dialog.getBoundingClientRect().height > 0,
    );
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && element.closest('[inert]') === null;
    };
    const name = (element: Element) => {
      const labelledBy = element.getAttribute('aria-labelledby');
      const labels = element instanceof HTMLInputElement ? Array.from(element.labels ?? []) : [];
      const text =
        element.getAttribute('aria-label') ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
        (labels.map((label) => label.textContent).join(' ') ||
          element.textContent ||
          element.getAttribute('title') ||
          element.getAttribute('placeholder') ||
          '');
      const clean = text.replace(/\s+/g, ' ').trim();
      const role = element.getAttribute('role');
      const type = element.getAttribute('type');
      const tag = `<${element.tagName.toLowerCase()}${type ? ` type=${type}` : ''}${role ? ` role=${role}` : ''}>`;
      return `"${clean.length > 40 ? `${clean.slice(0, 40)}…` : clean}" ${tag}`;
    };
    /** A checkbox or radio whose label toggles it is hit anywhere on the label too: its largest box counts. */
    const hitBox = (element: Element) => {
      const boxes = [element.getBoundingClientRect()];
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        for (const label of Array.from(element.labels ?? []))
          if (shown(label)) boxes.push(label.getBoundingClientRect());
      }
      return boxes.reduce((best, box) => (box.width * box.height > best.width * best.height ? box : best));
    };
    /** A link inside a sentence is excepted (WCAG 2.5.8): inline, and its block holds more text than it. */
    const inlineLink = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      // A link wrapping boxes (an icon, a row) is a button-like target, not words in a sentence.
      const inside = Array.from(element.querySelectorAll('*'));
      if (inside.some((child) => !['inline', 'none'].includes(getComputedStyle(child).display))) return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      return (block?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    };
    return Array.from(candidates)
      .filter((element) => {
        if (!element.matches(selector) && Number(element.getAttribute('tabindex')) < 0) return false;
        if (element.matches(':disabled') || element.closest('[aria-disabled="true"]')) return false;
        if (modalOpen && element.closest('[data-portal]') === null) return false;
        return shown(element) && !inlineLink(element);
      })
      .map((element) => ({ element, box: hitBox(element), what: name(element) }));
  }

  /** Runs in the page: the targets under 24×24 that the spacing exception does not cover. */
  function smallTargets(selector: string, min: number): Target[] {
    const all = collectControls(selector);
    const centre = (box: DOMRect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    const small = all.filter(({ box }) => box.width < min - 0.5 || box.height < min - 0.5);
    const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
    // WCAG's spacing exception: a 24 px circle on the small target's centre meets no other target,
    // nor the circle of another small one.
    return small
      .filter(({ element, box }) => {
        const c = centre(box);
        return all.some((other) => {
          if (related(element, other.element)) return false;
          if (small.includes(other)) {
            const o = centre(other.box);
            return Math.hypot(c.x - o.x, c.y - o.y) < min;
          }
          const dx = Math.max(other.box.left - c.x, 0, c.x - other.box.right);
          const dy = Math.max(other.box.top - c.y, 0, c.y - other.box.bottom);
          return Math.hypot(dx, dy) < min / 2;
        });
      })
      .map(({ box, what }) => ({
        what,
        width: Math.round(box.width * 10) / 10,
        height: Math.round(box.height * 10) / 10,
      }));
  }

  /** Runs in the page: the controls a shown toast covers (their centre, or over 10 % of what is in view). */
  function coveredControls(selector: string): string[] {
    const toasts = Array.from(document.querySelectorAll('.mantine-Notification-root')).filter(
      (toast) => toast.getBoundingClientRect().height > 0,
    );
    const covered: string[] = [];
    // On a phone the toasts sit in an opaque bar across the top of the screen (ADR 31). While it
    // shows it is the screen's top edge: what scrolls under it is out of sight, as under any app
    // bar, not left showing around a toast. So the view starts below such a bar.
    let viewTop = 0;
    for (const bar of Array.from(document.querySelectorAll('.mantine-Notifications-root'))) {
      const box = bar.getBoundingClientRect();
      const background = getComputedStyle(bar).backgroundColor;
      const opaque = background.startsWith('rgb(') || /,\s*1\)$/.test(background);
      if (box.height > 0 && opaque && box.top <= 0 && box.left <= 0 && box.right >= innerWidth) {
        viewTop = Math.max(viewTop, box.bottom);
      }
    }
    /** The part of an element in view: within the viewport and any box that clips it (a toast's too). */
    const inView = (element: Element) => {
      let r = { left: 0, top: viewTop, right: innerWidth, bottom: innerHeight };
      for (let node: Element | null = element; node; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        const clips = node === element || getComputedStyle(node).overflow !== 'visible';
        if (clips && node !== document.documentElement && node !== document.body) {
          r = {
            left: Math.max(r.left, box.left),
            top: Math.max(r.top, box.top),
            right: Math.min(r.right, box.right),
            bottom: Math.min(r.bottom, box.bottom),
          };
        }
      }
      return r;
    };
    for (const toast of toasts) {
      const t = inView(toast);
      for (const { element, what } of collectControls(selector)) {
        if (toast.contains(element)) continue;
        const r = inView(element);
        const area = Math.max(0, r.right - r.left) * Math.max(0, r.bottom - r.top);
        if (area === 0) continue;
        const w = Math.max(0, Math.min(r.right, t.right) - Math.max(r.left, t.left));
        const h = Math.max(0, Math.min(r.bottom, t.bottom) - Math.max(r.top, t.top));
        const cx = (r.left + r.right) / 2;
        const cy = (r.top + r.bottom) / 2;
        const centreUnder = cx > t.left && cx < t.right && cy > t.top && cy < t.bottom;
        if (centreUnder || (w * h) / area > 0.1) {
          const toastText = (toast.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
          covered.push(`${what} covered ${Math.round((100 * w * h) / area)} % by the toast "${toastText}"`);
        }
      }
    }
    return covered;
  }

  if (mode === 'covered') return coveredControls(selector);
  return smallTargets(selector, min).map((target) => `${target.what} ${target.width}×${target.height} px`);
}

/**
 * Checks, without stopping the test, that every visible, enabled control on the screen is at least
 * 24×24 CSS px at the current viewport, or far enough from the others (WCAG 2.5.8's spacing
 * exception); links inside a sentence are excepted. A failure lists each one: name, tag and size.
 */
export async function expectTouchTargets(page: Page, where: string): Promise<void> {
  const lines = await page.evaluate(inPage, { mode: 'small' as const, selector: CONTROLS, min: MIN });
  const width = page.viewportSize()?.width ?? '?';
  expect.soft(lines, `touch targets under ${MIN}×${MIN} px on "${where}" at ${width} px`).toEqual([]);
}

/**
 * Checks, without stopping the test, that no shown toast lies over a control the user can still
 * use: neither its centre nor more than 10 % of its visible area. Waits for the toasts to finish
 * sliding in first, so the toast is measured where it stays.
 */
export async function expectToastsOffControls(page: Page, where: string): Promise<void> {
  await page
    .locator('.mantine-Notification-root')
    .evaluateAll((toasts) =>
      Promise.all(
        toasts.flatMap((toast) =>
          (toast.parentElement ?? toast).getAnimations({ subtree: true }).map((a) => a.finished.catch(() => null)),
        ),
      ),
    );
  const covered = await page.evaluate(inPage, { mode: 'covered' as const, selector: CONTROLS, min: MIN });
  const width = page.viewportSize()?.width ?? '?';
  expect.soft(covered, `controls under a toast on "${where}" at ${width} px`).toEqual([]);
}
