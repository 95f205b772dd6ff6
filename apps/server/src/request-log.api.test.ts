import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../test/call.ts';
import { createEvent, createMember } from '../test/factories.ts';
import { testConfig } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { buildApp } from './app.ts';
import { FsBlobStore } from './blobs/fs-blob-store.ts';
import type { Database } from './db/client.ts';
import { loggerOptions } from './logger.ts';

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

/**
 * What the production logger writes per request (issue 21): at `info`, a line for every change,
 * refusal or failure and none for a quick successful read — a rush of reads writes nothing; at
 * `debug`, a line for every request.
 */
describe('request logging', () => {
  const opened: Array<{ app: FastifyInstance; database: Database }> = [];
  afterAll(async () => {
    for (const { app, database } of opened) {
      await app.close();
      await database.close();
    }
  });

  const start = async (level: string) => {
    const lines: LogLine[] = [];
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig,
      db: database.db,
      blobs: new FsBlobStore(mkdtempSync(path.join(tmpdir(), 'chapter-blobs-'))),
      logger: loggerOptions(level, { write: (text) => lines.push(JSON.parse(text)) }),
    });
    opened.push({ app, database });
    const member = await createMember(database.db);
    const event = await createEvent(database.db, { startsAt: new Date(Date.now() + 86_400_000) });
    const login = await call({ app }, apiRoutes.login, { body: { username: member.phone } });
    const token: string = login.json().token;
    lines.length = 0;
    return { app, lines, token, eventId: event.id };
  };
  const completed = (lines: LogLine[]) => lines.filter((line) => line.msg === 'request completed');

  it('at info, logs a registration and a refusal in one line each, and no line for successful reads', async () => {
    const { app, lines, token, eventId } = await start('info');
    for (const route of [apiRoutes.availableEvents, apiRoutes.profile, apiRoutes.health]) {
      expect((await call({ app }, route, { token })).statusCode).toBeLessThan(400);
    }
    expect(lines).toEqual([]);

    const registered = await call({ app }, apiRoutes.registerEvent, { token, body: { event: eventId } });
    expect(registered.statusCode).toBe(201);
    const refused = await call({ app }, apiRoutes.profile, { token: 'x'.repeat(40) });
    expect(refused.statusCode).toBe(401);

    expect(completed(lines).map((line) => [line.req?.method, line.req?.url, line.res?.statusCode])).toEqual([
      ['POST', apiRoutes.registerEvent.path, 201],
      ['GET', apiRoutes.profile.path, 401],
    ]);
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('at debug, logs every request, reads included', async () => {
    const { app, lines, token } = await start('debug');
    await call({ app }, apiRoutes.availableEvents, { token });
    await call({ app }, apiRoutes.profile, { token });
    expect(completed(lines).map((line) => [line.req?.url, line.res?.statusCode])).toEqual([
      [apiRoutes.availableEvents.path, 200],
      [apiRoutes.profile.path, 200],
    ]);
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
