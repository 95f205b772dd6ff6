import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiMessages } from '@chapter/contract/messages';
import { ROLE_ADMIN, ROLE_SECRETARY_TREASURER } from '@chapter/contract/roles';
import { pathOf, type RouteDef } from '@chapter/contract/route';
import { apiRoutes } from '@chapter/contract/routes';
import { type FakeLine, startFakeLine } from '@chapter/fake-line/server';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/call.ts';
import { createAdmin, createMeeting, createMember, createStaff } from '../test/factories.ts';
import { CHANNEL_ACCESS_TOKEN, CHANNEL_ID, MESSAGING_CHANNEL_SECRET } from '../test/line-test-app.ts';
import { requestTally } from '../test/request-tally.ts';
import { bearer, startTestApp, type TestApp, testConfig } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { buildApp } from './app.ts';
import { FsBlobStore } from './blobs/fs-blob-store.ts';
import type { Database } from './db/client.ts';
import { loggerOptions } from './logger.ts';

const routes = Object.entries(apiRoutes as Record<string, RouteDef>);
const signedInRoutes = routes.filter(([, route]) => route.access !== 'public');

/** Any concrete URL of a route: the auth hook refuses a bad token before params are read. */
const anyUrlOf = (route: RouteDef) =>
  pathOf(route, Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 1])));

const figures = { logLines: 0 };
const counted = requestTally('sessions and tokens', () => `${figures.logLines} log lines searched for secrets`);

describe('sessions end at once', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp();
    adminToken = await t.login((await createAdmin(t.db)).phone);
  });
  afterAll(() => t.close());

  /** A member with every role, so a refusal can only be about the token. */
  const everyRoleMember = () => createMember(t.db, { roles: [ROLE_SECRETARY_TREASURER, ROLE_ADMIN] });
  const profileWith = async (token: string) => counted(await call(t, apiRoutes.profile, { token }));

  async function expectRefusedEverywhere(token: string) {
    for (const [name, route] of signedInRoutes) {
      const response = counted(
        await t.app.inject({ method: route.method, url: anyUrlOf(route), headers: bearer(token) }),
      );
      expect(response.statusCode, name).toBe(401);
      expect(response.json(), name).toEqual({ detail: apiMessages.invalidToken });
    }
  }

  it("refuses a signed-out member's token on every route that needs one", async () => {
    const member = await everyRoleMember();
    const token = await t.login(member.phone);
    expect((await profileWith(token)).statusCode).toBe(200);
    const signOut = counted(await call(t, apiRoutes.signOut, { token }));
    expect(signOut.json()).toEqual({ detail: apiMessages.signedOut });
    // The member's kept answers (event list, profile) leave the browser's cache with them.
    expect(signOut.headers['clear-site-data']).toBe('"cache"');
    await expectRefusedEverywhere(token);
  });

  it('refuses every token of a member who signed out of every device, on every route that needs one', async () => {
    const member = await everyRoleMember();
    const [desktop, phone] = [await t.login(member.phone), await t.login(member.phone)];
    expect((await profileWith(phone)).statusCode).toBe(200);
    const everywhere = counted(await call(t, apiRoutes.signOutEverywhere, { token: desktop }));
    expect(everywhere.json()).toEqual({ detail: apiMessages.signedOutEverywhere });
    expect(everywhere.headers['clear-site-data']).toBe('"cache"');
    await expectRefusedEverywhere(desktop);
    await expectRefusedEverywhere(phone);
  });

  it('refuses the old token of a member an admin deactivates on every route, from the next request', async () => {
    const member = await everyRoleMember();
    const token = await t.login(member.phone);
    expect((await profileWith(token)).statusCode).toBe(200);
    const deactivate = counted(
      await call(t, apiRoutes.adminUpdateMember, {
        params: { id: member.id },
        token: adminToken,
        body: {
          first_name: member.firstName,
          last_name: member.lastName,
          phone: member.phone,
          roles: [ROLE_ADMIN, ROLE_SECRETARY_TREASURER],
          active: false,
        },
      }),
    );
    expect(deactivate.json()).toMatchObject({ id: member.id, active: false });
    await expectRefusedEverywhere(token);
  });
});

describe('tokens in URLs', () => {
  /** Names a session token could hide under. The slip image link's `signature` is not a session (ADR 10). */
  const tokenLike = /token|auth|session|bearer|password|secret|key/i;

  it('no route takes a token in its path or query', () => {
    for (const [name, route] of routes) {
      const pathNames = [...route.path.matchAll(/:(\w+)/g)].map(([, param]) => param);
      const query = route.query as { shape?: Record<string, unknown> } | undefined;
      if (query) expect(query.shape, `${name}'s query is an object`).toBeDefined();
      for (const field of [...pathNames, ...Object.keys(query?.shape ?? {})]) {
        expect(field, `${name} takes ${field}`).not.toMatch(tokenLike);
      }
    }
  });
});

describe('tokens never reach the logs', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: Database;
  let line: FakeLine;
  beforeAll(async () => {
    line = await startFakeLine({ loginChannels: [CHANNEL_ID], messagingAccessToken: CHANNEL_ACCESS_TOKEN });
    database = await openTestDatabase();
    // The production logger (main.ts), at its most talkative level, writing to memory.
    app = await buildApp({
      config: {
        ...testConfig,
        line: {
          loginChannelIds: [CHANNEL_ID],
          loginChannelSecret: line.loginChannelSecret(CHANNEL_ID),
          channelAccessToken: CHANNEL_ACCESS_TOKEN,
          apiBaseUrl: line.url,
          dataApiBaseUrl: line.url,
          channelSecret: MESSAGING_CHANNEL_SECRET,
        },
      },
      db: database.db,
      blobs: new FsBlobStore(mkdtempSync(path.join(tmpdir(), 'chapter-blobs-'))),
      logger: loggerOptions('trace', { write: (text) => lines.push(text) }),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await line?.close();
  });

  const request = async (method: 'GET' | 'POST', url: string, token?: string, payload?: object | string) =>
    counted(
      await app.inject({
        method,
        url,
        headers: {
          ...(token && bearer(token)),
          ...(typeof payload === 'string' && { 'content-type': 'application/json' }),
        },
        ...(payload !== undefined && { payload }),
      }),
    );

  /** Logs in as the API's clients do: the token comes back in the body, never in a redirect or a cookie. */
  const tokenFrom = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    return response.json<{ token: string }>().token;
  };

  it('hands tokens out in login bodies only, and logs no token, LINE access token or image link signature', async () => {
    const member = await createMember(database.db);
    const staff = await createStaff(database.db);
    const token = tokenFrom(await request('POST', apiRoutes.login.path, undefined, { username: member.phone }));
    const staffToken = tokenFrom(await request('POST', apiRoutes.login.path, undefined, { username: staff.phone }));
    const user = line.addUser({ displayName: 'Somchai' });
    const lineToken = line.issueAccessToken({ userId: user.userId, channelId: CHANNEL_ID });
    // A staff member's invitation binds the LINE account; its one-time token must not be logged either.
    const invited = await request('POST', apiRoutes.createLineInvitations.path, staffToken, {
      members: [(await createMember(database.db)).id],
    });
    expect(invited.statusCode).toBe(201);
    const invitationLink = invited.json<{ invitations: { link: string }[] }>().invitations[0]?.link ?? '';
    const invitation = new URL(invitationLink, 'http://localhost').searchParams.get('invite') ?? '';
    expect(invitation).not.toBe('');
    // The mini-app page the link opens, as a phone requests it: as LINE first sends it, then as LIFF moves to it.
    await request('GET', `/liff/profile?liff.state=${encodeURIComponent(`?invite=${invitation}`)}`);
    await request('GET', invitationLink);
    const liffToken = tokenFrom(
      await request('POST', apiRoutes.liffLogin.path, undefined, { invitation, liff_access_token: lineToken }),
    );

    const image = readFileSync(path.join(import.meta.dirname, '../test/fixtures/transfer-screenshot.webp'));
    const slip = await request('POST', apiRoutes.createSlip.path, token, {
      image: `data:image/webp;base64,${image.toString('base64')}`,
      amount: 450,
    });
    expect(slip.statusCode).toBe(201);
    const link = slip.json<{ image: string }>().image;
    const signature = new URL(link, 'http://localhost').searchParams.get('signature') ?? '';
    expect(signature).not.toBe('');
    expect((await request('GET', link)).statusCode).toBe(200);
    expect(
      (await request('GET', pathOf(apiRoutes.paymentDetailList, { memberId: member.id }), staffToken)).statusCode,
    ).toBe(200);
    // A visitor's link (ADR 55): the page and the API calls carry it in `visit=`, never to be logged.
    const meeting = await createMeeting(database.db, {
      startsAt: new Date(Date.now() + 7 * 86_400_000),
      endsAt: new Date(Date.now() + 7 * 86_400_000 + 7_200_000),
    });
    const invitedVisitor = await request('POST', pathOf(apiRoutes.createVisitInvitation, { id: meeting.id }), token);
    expect(invitedVisitor.statusCode).toBe(201);
    const visitUrl = invitedVisitor.json<{ url: string }>().url;
    const visit = new URL(visitUrl, 'http://localhost').searchParams.get('visit') ?? '';
    expect(visit).not.toBe('');
    await request('GET', visitUrl);
    expect((await request('GET', `${apiRoutes.visit.path}?visit=${visit}`)).statusCode).toBe(200);
    // Refusals of every kind, with the token on them.
    expect((await request('GET', apiRoutes.profile.path, liffToken)).statusCode).toBe(200);
    expect((await request('GET', apiRoutes.memberList.path, token)).statusCode).toBe(403);
    expect((await request('GET', '/api/no-such-thing/', token)).statusCode).toBe(404);
    expect((await request('POST', apiRoutes.registerEvent.path, token, '{not json')).statusCode).toBe(400);
    expect((await request('POST', apiRoutes.registerEvent.path, token, { event: 'x', extra: token })).statusCode).toBe(
      400,
    );
    // A different first character, whatever the signature starts with (an 'A' for 'A' left it valid 1 time in 64).
    const tampered = link.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    expect(tampered).not.toBe(link);
    expect((await request('GET', tampered)).statusCode).toBe(403);
    expect((await request('GET', '/api/member/vcard/%D8%00/', token)).statusCode).toBe(400);
    const xml = await app.inject({
      method: 'POST',
      url: apiRoutes.registerEvent.path,
      headers: { ...bearer(token), 'content-type': 'application/xml' },
      payload: `<event token="${token}"/>`,
    });
    expect(counted(xml).statusCode).toBe(415);
    const malformed = await app.inject({
      method: 'GET',
      url: apiRoutes.profile.path,
      headers: { authorization: `Bearer ${token}!` },
    });
    expect(counted(malformed).statusCode).toBe(401);
    expect((await request('POST', apiRoutes.signOut.path, token)).statusCode).toBe(200);
    expect((await request('GET', apiRoutes.profile.path, token)).statusCode).toBe(401);

    figures.logLines += lines.length;
    const logged = lines.join('');
    // The requests were logged (so the search below means something), their links without the signature.
    expect(logged).toContain(apiRoutes.profile.path);
    expect(logged).toContain('signature=[redacted]');
    expect(logged).toContain('visit=[redacted]');
    for (const secret of [token, staffToken, liffToken, lineToken, signature, invitation, visit]) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toMatch(/bearer /i);
  });

  it('redacts the Authorization header and cookies from a log line that carries request headers', () => {
    const secret = 'a-session-token-that-must-not-be-logged';
    const headers = { authorization: `Bearer ${secret}`, cookie: `session=${secret}`, accept: 'application/json' };
    const before = lines.length;
    app.log.info({ headers }, 'headers');
    app.log.info({ req: { headers } }, 'a request');
    app.log.info({ request: { headers } }, 'a request');
    const logged = lines.slice(before);
    figures.logLines += logged.length;
    expect(logged).toHaveLength(3);
    expect(logged.join('')).not.toContain(secret);
    expect(logged[0]).toContain('application/json');
    expect(logged[0]).toContain('[redacted]');
  });
});
