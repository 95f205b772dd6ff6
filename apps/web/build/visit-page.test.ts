import { describe, expect, it } from 'vitest';
import { drawVisitPage } from '../src/app/draw-visit-page.tsx';
import { registeredVisitFixture, VISIT_TOKEN, visitFixture } from '../src/features/visit/testing/visit-fixtures.ts';
import { withoutEarlyRequests } from './early-requests.ts';
import { visitPageTemplate } from './prerender-pages.ts';
import { css, INDEX_HTML } from './prerendered-page.test-helpers.ts';

const template = visitPageTemplate(INDEX_HTML, ['/assets/Paper-3.css'], css);
const config = { chapter_name: 'Demo Chapter' };

const draw = (visit = visitFixture()) => drawVisitPage(template, { key: VISIT_TOKEN, config: config as never, visit });
const rootOf = (page: string) => page.slice(page.indexOf('<div id="root" data-prerendered><div inert>'));

describe("a visitor's invitation drawn by the server (draw-visit-page.tsx, ADR 68)", () => {
  it('shows the meeting, who invited them, the fee, the notice and the form, inert until the app takes over', () => {
    const root = rootOf(draw() ?? '');
    for (const text of [
      'คำเชิญเข้าร่วมประชุม</h1>',
      'ประชุมประจำสัปดาห์',
      '05/03/2099',
      '06:30–09:00',
      'โรงแรมริเวอร์ไซด์ ห้องจันทรา',
      '650.00',
      'สมชาย ใจดี',
      'ชาปเตอร์เก็บชื่อ บริษัท และเบอร์โทรศัพท์ของคุณ\nเพื่อการลงทะเบียนและการติดต่อกลับ',
      'data-testid="visit-notice-body"',
      'type="checkbox"',
      'type="submit"',
    ]) {
      expect(root).toContain(text);
    }
  });

  it('names the page after the invitation and the chapter, and leaves no slot behind', () => {
    const page = draw() ?? '';
    expect(page).toContain('<title>คำเชิญเข้าร่วมประชุม · Demo Chapter</title>');
    expect(page).not.toContain('<!--chapter:visit');
    expect(page).not.toContain('__CHAPTER_VISIT');
  });

  it('writes what an admin or a member typed as text, never as markup, in the page and in its answers', () => {
    const hostile = '</script><img src=x onerror=alert(1)>';
    const visit = visitFixture({ host_name: hostile, notice: { version: 4, text: hostile } });
    const page = draw(visit) ?? '';
    expect(page).not.toContain('<img');
    expect(rootOf(page)).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    const json = page.match(/<script type="application\/json" id="page-answers">(.*?)<\/script>/s)?.[1] ?? '';
    expect(json).not.toContain('<');
    // The app's queries start from exactly the answers the page was drawn from (app.tsx).
    expect(JSON.parse(json)).toEqual([
      [['config'], config],
      [['visit', VISIT_TOKEN], visit],
    ]);
  });

  it("keeps every <style> in the head, Mantine's own among them, and asks for nothing early", () => {
    const page = draw() ?? '';
    const [head = '', body = ''] = page.split('</head>');
    expect(body).not.toContain('<style');
    expect(head).toContain('<style data-mantine-styles="true">');
    expect(head).toContain('<style data-href="/assets/Paper-3.css">.paper{margin:0}</style>');
    expect(page).not.toContain('early-requests');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('leaves a visitor already registered to the app: their part of the page is code of its own', () => {
    expect(draw(registeredVisitFixture())).toBeNull();
  });
});

describe('withoutEarlyRequests', () => {
  it("takes out the early requests' file and nothing else", () => {
    const html = withoutEarlyRequests(INDEX_HTML);
    expect(html).not.toContain('early-requests');
    expect(html).toBe(
      INDEX_HTML.replace('\n    <script type="module" async src="/assets/early-requests-9.js"></script>', ''),
    );
  });
});
