// `npm run validate:html:vnu`: the W3C's Nu Html Checker (vnu, the npm package vnu-jar, which runs on
// Java) over the pages html-validate checks in `npm test`: every page of the web build, and the
// business card page as the server draws it (with every field, with none, and each of its notices).
// Not part of `npm test`, as CI has no Java. Without `java` on PATH it says so and validates nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TPublicProfileResponse } from '@chapter/contract/members';
import {
  type CardNotice,
  cardNotices,
  renderCardNotice,
  renderCardPage,
} from '../apps/server/src/modules/members/card/card-page.ts';

const root = path.resolve(import.meta.dirname, '..');
const webDist = process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist');

/*
 * What vnu reports that is not ours to change: its CSS checker predates properties browsers have
 * shipped (`text-box-trim`, `text-box-edge`, `container`), and Mantine's Loader writes
 * `animation-delay:0`, unitless, which browsers drop for the default, also 0. All in Mantine's
 * stylesheets, which the pages drawn at build time carry inline.
 */
const NOT_OURS = [
  String.raw`CSS: “(text-box-trim|text-box-edge|container)”: Property “[a-z-]+” doesn't exist\.`,
  String.raw`CSS: “animation-delay”: “0” is not a “animation-delay” value\.`,
];

if (spawnSync('java', ['-version'], { stdio: 'ignore' }).error) {
  console.error(
    [
      'vnu (the W3C HTML validator) runs on Java, and `java` is not on PATH: nothing was validated.',
      'Install a Java runtime (on Debian: sudo apt-get install -y default-jre-headless) and run this again.',
      '`npm test` validates the same pages with html-validate, which needs no Java.',
    ].join('\n'),
  );
  process.exit(1);
}
if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error(`The web app is not built (${webDist}): run \`npm run build\` first.`);
  process.exit(1);
}

const everyField: TPublicProfileResponse = {
  full_name: 'สมชาย รักงาน',
  email: 'somchai@example.com',
  company: 'บริษัท รักงาน เทรดดิ้ง จำกัด',
  tel: '0822222222',
  liff_picture_url: 'https://profile.line-scdn.net/abc',
  position: 'กรรมการผู้จัดการ',
  website: 'rakngan.co.th',
};
const noField: TPublicProfileResponse = {
  full_name: 'สุดา ใจงาม',
  email: null,
  company: null,
  tel: null,
  liff_picture_url: null,
  position: null,
  website: null,
};
const links = {
  vCard: '/api/member/vcard/AAAAAAAAAAAAAAAAAAAAAA/',
  page: 'https://chapter.example/nc/AAAAAAAAAAAAAAAAAAAAAA',
};

const cardPages = new Map<string, string>([
  ['card-every-field.html', renderCardPage(everyField, links)],
  ['card-no-field.html', renderCardPage(noField, links)],
  ...(Object.keys(cardNotices) as CardNotice[]).map((notice): [string, string] => [
    `card-notice-${notice}.html`,
    renderCardNotice(notice),
  ]),
]);

const folder = mkdtempSync(path.join(tmpdir(), 'chapter-vnu-'));
try {
  for (const [name, html] of cardPages) writeFileSync(path.join(folder, name), html);
  const built = readdirSync(webDist)
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(webDist, file));
  const pages = [...built, ...[...cardPages.keys()].map((name) => path.join(folder, name))];
  const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
  console.log(`vnu over ${pages.length} pages: ${pages.map((page) => path.basename(page)).join(', ')}`);
  const result = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--filterpattern', NOT_OURS.join('|'), ...pages], {
    stdio: 'inherit',
  });
  if (result.status === 0) console.log('vnu: every page is valid HTML.');
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
