import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routePaths } from '@chapter/contract/route-paths';
import { freePort, type ServerProcess, startServer } from './server-process.ts';

/** The README's demo member who owes money: the page-weight and Lighthouse runs open their screens. */
export const DEMO_MEMBER_PHONE = '0822222222';

/** A demo-mode server on a new data folder, as `npm start` runs it. */
export async function startDemoServer(): Promise<ServerProcess & { dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-bench-demo-'));
  const server = await startServer({ DATA_DIR: dataDir, DEMO_MODE: 'true' }, await freePort());
  return {
    ...server,
    dispose: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function demoLogin(url: string, phone = DEMO_MEMBER_PHONE) {
  const response = await fetch(`${url}${routePaths.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: phone }),
  });
  if (!response.ok) throw new Error(`demo login: ${response.status}`);
  const login = (await response.json()) as { token: string; member: { roles: unknown } };
  const profile = (await (
    await fetch(`${url}${routePaths.profile.path}`, { headers: { authorization: `Bearer ${login.token}` } })
  ).json()) as { public_card_id?: string };
  return { token: login.token, roles: JSON.stringify(login.member.roles), cardId: profile.public_card_id ?? null };
}
