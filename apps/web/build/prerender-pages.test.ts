import { describe, expect, it } from 'vitest';
import { renderLoginMarkup } from '../src/app/prerender-login.tsx';
import { LOGIN_PAGE_SLOTS, loginPage } from './prerender-login.ts';

const INDEX_HTML = `<!doctype html>
<html lang="th">
  <head>
    <title>Chapter</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/Box-2.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const CSS: Record<string, string> = {
  '/assets/Box-2.css': '.box{color:red}',
  '/assets/Input-3.css': '.input{color:blue}',
};

describe('the pre-rendered login page (build/prerender-login.ts, ADR 35)', () => {
  const page = loginPage(
    INDEX_HTML,
    renderLoginMarkup(LOGIN_PAGE_SLOTS.chapterName),
    ['/assets/Input-3.css'],
    (href) => {
      const css = CSS[href];
      if (css === undefined) throw new Error(href);
      return css;
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
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).toContain('<style data-href="/assets/Box-2.css">.box{color:red}</style>');
    expect(page).toContain('<style data-href="/assets/Input-3.css">.input{color:blue}</style>');
  });
});
