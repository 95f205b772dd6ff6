import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathOf } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { expect } from 'vitest';
import { RequestBurst } from './request-burst.ts';
import type { ServerProcess } from './server-process.ts';
import { distinctSlip } from './slip-images.ts';

/**
 * The requests of the crash test (src/crash.api.test.ts): a burst of what members, staff and an
 * admin do at once, and an import killed in the middle of its transaction. Every acknowledged
 * write is recorded in a journal the test checks the data against after the restart.
 */
const IMPORT_ROWS = 60;
/** The import killed in the middle of its transaction, and the round number its phones carry. */
export const BIG_IMPORT_ROWS = 200;
const BIG_IMPORT_ROUND = 9;

export const screenshot = readFileSync(path.join(import.meta.dirname, 'fixtures/transfer-screenshot.png'));
/** The phone numbers of one import: 09, the round, the batch (two digits), the row (five). */
export const importPhones = ({ round, batch, rows }: SentImport) =>
  Array.from({ length: rows }, (_, i) => `09${round}${String(batch).padStart(2, '0')}${String(i).padStart(5, '0')}`);
const importCsv = (sent: SentImport) =>
  ['first_name,last_name,phone', ...importPhones(sent).map((phone) => `นำเข้า,รอบ${sent.round},${phone}`)].join('\n');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Chapter {
  staff: { id: number; token: string };
  adminToken: string;
  memberTokens: string[];
  eventsOfRound: number[][];
}

export interface SentImport {
  round: number;
  batch: number;
  rows: number;
}

/** What was sent, and what the clients were told succeeded. */
export interface Journal {
  slips: number[];
  registrations: number[];
  confirmations: Array<{ registration: number; slip: number }>;
  deletedSlips: number[];
  importsSent: SentImport[];
  imports: SentImport[];
}

/** One round: every member uploads and deletes a slip, then pays for the round's events; the admin imports. */
export async function burstRound(
  burst: RequestBurst,
  round: number,
  chapter: Chapter,
  journal: Journal,
): Promise<void> {
  const member = async (token: string) => {
    const extra = await burst.send<{ id: number }>('upload', 'POST', apiRoutes.createSlip.path, token, {
      image: await distinctSlip('png'),
      amount: 450,
    });
    if (extra?.status !== 201) return;
    journal.slips.push(extra.body.id);
    const deleted = await burst.send('delete', 'DELETE', pathOf(apiRoutes.deleteSlip, { id: extra.body.id }), token);
    if (deleted?.status !== 200) return;
    journal.deletedSlips.push(extra.body.id);
    for (const event of chapter.eventsOfRound[round] as number[]) {
      const slip = await burst.send<{ id: number }>('upload', 'POST', apiRoutes.createSlip.path, token, {
        image: await distinctSlip('png'),
        amount: 450,
      });
      if (slip?.status !== 201) return;
      journal.slips.push(slip.body.id);
      const path = apiRoutes.registerEvent.path;
      const registration = await burst.send<{ id: number }>('registration', 'POST', path, token, { event });
      if (registration?.status !== 201) return;
      journal.registrations.push(registration.body.id);
      const body = { registrations: [registration.body.id], payments: [slip.body.id] };
      const confirmed = await burst.send(
        'confirmation',
        'POST',
        apiRoutes.submitPayment.path,
        chapter.staff.token,
        body,
      );
      if (confirmed?.status !== 200) return;
      journal.confirmations.push({ registration: registration.body.id, slip: slip.body.id });
    }
  };
  // Imports alongside, until the kill. On PostgreSQL one is usually being written when it lands;
  // PGlite runs one transaction at a time, so a kill inside an import is made certain separately.
  const imports = async () => {
    for (let batch = 0; batch < 100 && !burst.killed; batch += 1) {
      const sent = { round, batch, rows: IMPORT_ROWS };
      journal.importsSent.push(sent);
      const response = await burst.send('import', 'POST', apiRoutes.adminImportMembers.path, chapter.adminToken, {
        csv: importCsv(sent),
      });
      if (response?.status !== 201) return;
      journal.imports.push(sent);
      // On PGlite an import is quick; a pause keeps imports from crowding out the rest.
      await sleep(100);
    }
  };
  await Promise.all([...chapter.memberTokens.map(member), imports()]);
}

/**
 * Kills the server inside an import's transaction: after its checks (timed with the preview, which
 * checks the same way and writes nothing), half way through inserting its rows.
 */
export async function killInsideImport(server: ServerProcess, adminToken: string, journal: Journal) {
  const importer = new RequestBurst(server.url, Number.POSITIVE_INFINITY, () => {});
  const send = (what: string, route: { path: string }, sent: SentImport) =>
    importer.send(what, 'POST', route.path, adminToken, { csv: importCsv(sent) });
  const first = { round: BIG_IMPORT_ROUND, batch: 0, rows: BIG_IMPORT_ROWS };
  let start = Date.now();
  expect((await send('preview', apiRoutes.adminPreviewMemberImport, first))?.status).toBe(200);
  const checking = Date.now() - start;
  start = Date.now();
  journal.importsSent.push(first);
  expect((await send('import', apiRoutes.adminImportMembers, first))?.status).toBe(201);
  journal.imports.push(first);
  const importing = Date.now() - start;

  // Should an import finish before its kill (a busy machine's timing), the next one is killed sooner.
  let killAt = Math.round(checking + (importing - checking) / 2);
  for (let batch = 1; ; batch += 1) {
    const sent = { round: BIG_IMPORT_ROUND, batch, rows: BIG_IMPORT_ROWS };
    journal.importsSent.push(sent);
    const answer = send('import', apiRoutes.adminImportMembers, sent);
    const finished = await Promise.race([answer, sleep(killAt).then(() => 'running' as const)]);
    if (finished !== 'running' && batch < 4) {
      expect(finished?.status).toBe(201);
      journal.imports.push(sent);
      killAt = Math.round(killAt * 0.6);
      continue;
    }
    await server.kill();
    expect(await answer, 'the import was still running at the kill').toBeNull();
    return { killed: sent, killAt, checking, importing };
  }
}
