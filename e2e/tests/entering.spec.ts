import type { Locator, Page } from '@playwright/test';
import { demo, expect, test } from '../fixtures.ts';
import { settled } from './layout-checks.ts';

/*
 * Journeys that enter as a person does: through the login form, which is the page drawn at build
 * time (login.html, ADR 35), and from there to the home. A test that puts a token in storage and
 * opens `/` directly never loads the app the way a person's browser does, and missed the tab bar
 * losing its style once a tab's own code (and stylesheets) arrived (ADR 51). The member in the
 * mini-app enters through the LIFF landing in liff-demo.spec.ts and line-mini-app.spec.ts.
 */

/** What makes a tab bar look like one: its height, the tabs' padding, and the chosen tab's marking. */
interface TabBarStyle {
  height: number;
  chosen: TabStyle;
  other: TabStyle;
}

interface TabStyle {
  padding: string;
  border: string;
  borderColor: string;
}

/** Runs in the page: the tab bar's computed style, with the chosen tab and the first other one. */
function tabBarStyle(list: Element): TabBarStyle {
  const tabs = Array.from(list.querySelectorAll('[role="tab"]'));
  const chosen = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true');
  const other = tabs.find((tab) => tab !== chosen);
  if (!chosen || !other) throw new Error('the tab bar has no chosen tab, or no other tab');
  const vertical = list.getAttribute('aria-orientation') === 'vertical';
  const style = (tab: Element): TabStyle => {
    const css = getComputedStyle(tab);
    // The marking is the line on the side of the list: below horizontal tabs, at the end of vertical ones.
    const side = vertical ? 'Right' : 'Bottom';
    return {
      padding: css.padding,
      border: `${css[`border${side}Width`]} ${css[`border${side}Style`]}`,
      borderColor: css[`border${side}Color`],
    };
  };
  return { height: Math.round(list.getBoundingClientRect().height), chosen: style(chosen), other: style(other) };
}

async function measure(list: Locator): Promise<TabBarStyle> {
  await settled(list);
  return list.evaluate(tabBarStyle);
}

/** The chosen tab is marked: a visible line, in a colour the other tabs do not have. */
function expectMarked(style: TabBarStyle, what: string) {
  expect(style.chosen.border, `${what}: the chosen tab's line`).toMatch(/^[1-9][\d.]*px solid$/);
  expect(style.chosen.borderColor, `${what}: the chosen tab's colour`).not.toBe(style.other.borderColor);
  expect(style.chosen.padding, `${what}: the tabs' padding`).not.toMatch(/^0px/);
}

/** Waits for the chosen tab's screen: its code, its stylesheets and its data have all arrived. */
async function screenShown(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('status', { name: 'กำลังโหลด…' })).toHaveCount(0);
}

/** Opens every tab of `list` in turn and checks the bar looks each time as it did on the first. */
async function everyTabKeepsTheBarsStyle(page: Page, list: Locator, what: string) {
  await screenShown(page);
  const first = await measure(list);
  expectMarked(first, `${what}, first tab`);
  const names = await list.getByRole('tab').allInnerTexts();
  expect(names.length).toBeGreaterThan(1);
  for (const name of [...names.slice(1), names[0] as string]) {
    const tab = list.getByRole('tab', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await screenShown(page);
    expect(await measure(list), `${what}, after opening ${name}`).toEqual(first);
  }
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a member logs in through the form and opens every tab of the home: the tab bar keeps its padding and marks the chosen tab', async ({
      page,
      login,
    }) => {
      await login(demo.owing);
      const menu = page.getByRole('tablist', { name: 'เมนูหลัก' });
      await expect(menu.getByRole('tab')).toHaveCount(3);
      await everyTabKeepsTheBarsStyle(page, menu, 'the home menu');
    });

    test('staff log in through the form, open every tab, and the member they pick in payment validation stays marked', async ({
      page,
      login,
    }) => {
      test.slow();
      await login(demo.staff);
      const menu = page.getByRole('tablist', { name: 'เมนูหลัก' });
      await expect(menu.getByRole('tab')).toHaveCount(8);
      await everyTabKeepsTheBarsStyle(page, menu, 'the home menu');

      await menu.getByRole('tab', { name: 'ตรวจสอบการชำระเงิน' }).click();
      const members = page.getByRole('tablist', { name: 'สมาชิกที่มีสลิปรอตรวจสอบ' });
      // The demo's waiting slips are from three members; no spec validates them.
      await expect(members.getByRole('tab').nth(1)).toBeVisible();
      await screenShown(page);
      const before = await measure(members);
      expectMarked(before, 'the waiting members');
      // Held by its id: another spec's slip can add a member to the list while this one runs, and
      // "the second tab" would then be someone else.
      const pickedId = await members.getByRole('tab').nth(1).getAttribute('id');
      const picked = page.locator(`[id="${pickedId}"]`);
      await picked.click();
      await expect(picked).toHaveAttribute('aria-selected', 'true');
      await screenShown(page);
      expect(await measure(members), 'the waiting members, after picking the second').toEqual(before);
    });

    test('an admin logs in through the form, goes to the back office and opens each of its sections: its tab bar keeps its style', async ({
      page,
      login,
    }) => {
      await login(demo.staff);
      await page.getByRole('link', { name: 'ระบบหลังบ้าน' }).click();
      await expect(page).toHaveURL(/\/admin\/events$/);
      await everyTabKeepsTheBarsStyle(
        page,
        page.getByRole('tablist', { name: 'เมนูระบบหลังบ้าน' }),
        'the back office menu',
      );
    });
  });
}
