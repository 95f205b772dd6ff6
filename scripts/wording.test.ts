import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTICE_TEMPLATE } from '../apps/server/src/modules/privacy/notice-template.ts';
import { readRepoSources } from './boundaries.ts';

/*
 * One word for the chapter: the app says ชาปเตอร์ everywhere, so the privacy texts' ชมรม ("club")
 * read as something else. Only what a person reads is checked: the app's sources, not the tests,
 * whose slips may well name a club as the account holder.
 */
const root = path.resolve(import.meta.dirname, '..');
const sources = readRepoSources(root);

describe('the wording of the chapter', () => {
  it('no Thai text the app shows calls the chapter ชมรม', () => {
    const texts = [...sources].filter(
      ([file]) => /^(apps|packages)\/[^/]+\/src\//.test(file) && !/\.test\./.test(file),
    );
    // Read from the real sources: the i18n files and the contract's messages among them.
    expect(texts.map(([file]) => file)).toEqual(
      expect.arrayContaining(['apps/web/src/i18n/th-privacy.ts', 'packages/contract/src/messages.ts']),
    );
    expect(texts.filter(([, text]) => text.includes('ชมรม')).map(([file]) => file)).toEqual([]);
  });

  it("the demo's privacy notice speaks of the ชาปเตอร์", () => {
    expect(NOTICE_TEMPLATE).toContain('ชาปเตอร์เก็บและใช้ข้อมูลส่วนบุคคล');
    expect(NOTICE_TEMPLATE).not.toContain('ชมรม');
  });
});
