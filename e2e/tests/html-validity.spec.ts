import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { routePaths } from '@chapter/contract/route-paths';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { demo, expect, test } from '../fixtures.ts';

/*
 * Every page the server sends as HTML validates (issue 36), under the repository's html-validate
 * rules (.htmlvalidate.mjs): each file of the web build this run serves (index.html and the pages
 * drawn at build time), and the pages as served, the login page with its slots filled and the
 * business card. Here because only this step of `npm test` has the build; the card's other answers
 * are validated in its API tests. `npm run validate:html:vnu` runs the W3C validator over the same pages.
 */
const root = path.resolve(import.meta.dirname, '../..');
const webDist = process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist');
const validator = new HtmlValidate(new FileSystemConfigLoader());

async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html, path.join(root, 'page.html'));
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
  );
}

test('every page of the web build is valid HTML', async () => {
  const files = (await readdir(webDist)).filter((file) => file.endsWith('.html'));
  expect(files).toEqual(expect.arrayContaining(['index.html', 'login.html', 'liff-app-event.html', 'visit.html']));
  for (const file of files) {
    const html = await readFile(path.join(webDist, file), 'utf8');
    expect({ file, problems: await htmlProblems(html) }).toEqual({ file, problems: [] });
  }
});

test('the pages as served are valid HTML: the login page, the event mini-app, a visitor’s invitation, a card and a missing card', async ({
  request,
}) => {
  const login = await request.post(routePaths.login.path, { data: { username: demo.owing } });
  const { token } = await login.json();
  const headers = { Authorization: `Bearer ${token}` };
  const profile = await request.get(routePaths.profile.path, { headers });
  const cardId: string = (await profile.json()).public_card_id;
  // A fresh invitation to the next weekly meeting (the first upcoming event that takes substitutes).
  const events: { id: number; substitute_fee: number | null; is_cancelled: boolean }[] = await (
    await request.get(routePaths.availableEvents.path, { headers })
  ).json();
  const meeting = events.find((event) => event.substitute_fee !== null && !event.is_cancelled);
  expect(meeting, 'the demo has an upcoming weekly meeting').toBeDefined();
  const invited = await request.post(routePaths.createVisitInvitation.path.replace(':id', String(meeting?.id)), {
    headers,
  });
  expect(invited.status()).toBe(201);
  const visitLink: string = (await invited.json()).url;

  for (const [url, status] of [
    ['/login', 200],
    ['/liff-app/event', 200],
    [visitLink, 200],
    [`/nc/${cardId}`, 200],
    ['/nc/AAAAAAAAAAAAAAAAAAAAAA', 404],
  ] as const) {
    const response = await request.get(url);
    expect({ url, status: response.status() }).toEqual({ url, status });
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect({ url, problems: await htmlProblems(html) }).toEqual({ url, problems: [] });
    // The invitation as served is the one drawn by the server, with its meeting and notice (ADR 68).
    if (url === visitLink) expect(html).toContain('data-testid="visit-notice-body"');
  }
});
