import { describe, expect, it } from 'vitest';
import { renderEventMiniAppMarkup, renderLoginMarkup } from '../src/app/prerender-pages.tsx';
import { LOGIN_PAGE_SLOTS, prerenderedPage } from './prerender-pages.ts';
import { css, INDEX_HTML } from './prerendered-page.test-helpers.ts';

describe('the pre-rendered login page (build/prerender-pages.ts, ADR 35)', () => {
  const page = prerenderedPage(
    INDEX_HTML,
    renderLoginMarkup(LOGIN_PAGE_SLOTS.chapterName),
    ['/assets/Input-3.css'],
    css,
    {
      title: `${LOGIN_PAGE_SLOTS.chapterName} Login`,
      head: [`<script type="application/json" id="chapter-config">${LOGIN_PAGE_SLOTS.config}</script>`],
    },
  );

  it("draws the login form's Thai texts in #root, inert until the app takes over", () => {
    const root = page.slice(page.indexOf('<div id="root" data-prerendered><div inert>'));
    for (const text of ['หมายเลขโทรศัพท์', 'ใช้หมายเลขโทรศัพท์ที่ลงทะเบียนไว้กับชาปเตอร์', '081-111-1111', 'เข้าสู่ระบบ']) {
      expect(root).toContain(text);
    }
    expect(root).toContain('type="tel"');
    expect(root).toContain(`${LOGIN_PAGE_SLOTS.chapterName} Login</h1>`);
  });

  it('leaves the slots the server fills, and the app entry as index.html has it', () => {
    expect(page).toContain(`<title>${LOGIN_PAGE_SLOTS.chapterName} Login</title>`);
    expect(page).toContain(`<script type="application/json" id="chapter-config">${LOGIN_PAGE_SLOTS.config}</script>`);
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(page).toContain('<html lang="th" data-mantine-color-scheme="light">');
  });

  it('carries the stylesheets in the page, so the first paint waits on no other file', () => {
    // Named only by disabled links, which the browser does not fetch, so the screen's chunks do not either.
    expect(page.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/Box-2.css" disabled>',
      '<link rel="stylesheet" href="/assets/Input-3.css" disabled>',
    ]);
    expect(page).toContain('<style data-href="/assets/Box-2.css">.box{color:red}</style>');
    expect(page).toContain('<style data-href="/assets/Input-3.css">.input{color:blue}</style>');
  });

  it("keeps every <style> in the head, Mantine's own among them, as HTML requires", () => {
    const [head = '', body = ''] = page.split('</head>');
    expect(body).not.toContain('<style');
    expect(head).toContain('<style data-mantine-styles="true">');
    // After the stylesheets, as they came after them in the markup.
    expect(head.indexOf('data-mantine-styles')).toBeGreaterThan(head.indexOf('/assets/Input-3.css'));
  });
});

describe('the event mini-app drawn before its data (build/prerender-pages.ts, ADR 37)', () => {
  const page = prerenderedPage(INDEX_HTML, renderEventMiniAppMarkup(), ['/assets/Input-3.css'], css);
  const root = page.slice(page.indexOf('<div id="root" data-prerendered><div inert>'));

  it('shows the screen’s Thai heading and a loading status in the mini-app’s frame, inert until the app takes over', () => {
    expect(root).toContain('ลงทะเบียนกิจกรรม</h1>');
    expect(root).toContain('role="status"');
    expect(root).toContain('aria-label="กำลังโหลด');
    expect(root).toContain('<main');
  });

  it('holds nothing personal and no slot, and keeps index.html’s title and the app entry', () => {
    expect(root).toContain('data-testid="mini-app-member-placeholder"');
    expect(page).not.toContain('__CHAPTER');
    expect(page).not.toContain('chapter-config');
    expect(page).toContain('<title>Chapter</title>');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('carries the stylesheets in the page, all in the head', () => {
    // Named only by disabled links, which the browser does not fetch, so the screen's chunks do not either.
    expect(page.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/Box-2.css" disabled>',
      '<link rel="stylesheet" href="/assets/Input-3.css" disabled>',
    ]);
    expect(page.split('</head>')[1]).not.toContain('<style');
    expect(page).toContain('<style data-href="/assets/Input-3.css">.input{color:blue}</style>');
  });
});
