import { pathOf, type RouteDef } from '@chapter/contract/route';
import { type ApiRouteName, apiRoutes } from '@chapter/contract/routes';
import { type FakeLine, startFakeLine } from '@chapter/fake-line/server';
import { type FakeSlipOk, startFakeSlipOk } from '@chapter/fake-slipok/server';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/call.ts';
import { DocumentedAnswers } from '../test/documented-answers.ts';
import { createMeeting, createMember } from '../test/factories.ts';
import { CHANNEL_ACCESS_TOKEN, CHANNEL_ID, MESSAGING_CHANNEL_SECRET } from '../test/line-test-app.ts';
import { matrixCallers } from '../test/matrix-callers.ts';
import { type CallerName, routeCalls, type World } from '../test/route-calls.ts';
import { bearer, startTestApp, type TestApp } from '../test/test-app.ts';

/** Who calls each route in the sweep: a caller its access admits (the authorization matrix's names). */
const admittedBy: Record<RouteDef['access'], CallerName> = {
  public: 'member',
  member: 'member',
  staff: 'staff',
  admin: 'admin',
  staff_or_admin: 'staff',
  door: 'host',
  vp: 'vp',
  officers: 'vp',
};

describe('real answers match the OpenAPI document the server serves', () => {
  let t: TestApp;
  let line: FakeLine;
  let slipOk: FakeSlipOk;
  let world: World;
  let answers: DocumentedAnswers;

  beforeAll(async () => {
    line = await startFakeLine({
      loginChannels: [CHANNEL_ID],
      liffApps: [],
      messagingAccessToken: CHANNEL_ACCESS_TOKEN,
    });
    slipOk = await startFakeSlipOk();
    t = await startTestApp({
      config: {
        line: {
          loginChannelIds: [CHANNEL_ID],
          loginChannelSecret: line.loginChannelSecret(CHANNEL_ID),
          channelAccessToken: CHANNEL_ACCESS_TOKEN,
          apiBaseUrl: line.url,
          dataApiBaseUrl: line.url,
          channelSecret: MESSAGING_CHANNEL_SECRET,
        },
        slipVerification: { provider: 'slipok', apiKey: slipOk.apiKey, branchId: slipOk.branchId, baseUrl: slipOk.url },
      },
    });
    world = {
      t,
      line,
      callers: await matrixCallers(t),
    };
    const served = await call(t, apiRoutes.openApi);
    expect(served.statusCode).toBe(200);
    answers = new DocumentedAnswers(served.json());
  });
  afterAll(async () => {
    await t?.close();
    await line?.close();
    await slipOk?.close();
  });

  const expectDocumented = (route: RouteDef, response: LightMyRequestResponse) =>
    expect(answers.problems(route, response)).toEqual([]);

  it('gives every route’s success the shape the document says', async () => {
    const calls = routeCalls(world);
    const problems: string[] = [];
    for (const name of Object.keys(apiRoutes) as ApiRouteName[]) {
      const route = apiRoutes[name] as RouteDef;
      const caller = world.callers[admittedBy[route.access]];
      const made = await calls[name](caller);
      const token = made.token !== undefined ? made.token : caller.token;
      const response = await t.app.inject({
        method: route.method,
        url: pathOf(route, made.params) + (made.query ? `?${new URLSearchParams(made.query)}` : ''),
        headers: { ...(token ? bearer(token) : {}), ...made.headers },
        ...(made.body !== undefined && { payload: made.body as object }),
      });
      if (response.statusCode !== (route.status ?? 200)) problems.push(`${name} answered ${response.statusCode}`);
      problems.push(...answers.problems(route, response));
      await made.after?.();
      await t.app.messageJobs.settled();
    }
    expect(problems).toEqual([]);
  });

  it('gives the refusals of the input the documented shapes: fields, not JSON, too large, wrong type', async () => {
    const fields = await call(t, apiRoutes.login, { rawBody: {} });
    expect(fields.statusCode).toBe(400);
    expect(Object.keys(fields.json())).toEqual(['username']);
    expectDocumented(apiRoutes.login, fields);
    const headers = { 'content-type': 'application/json' };
    const notJson = await call(t, apiRoutes.login, { rawBody: '{not json', headers });
    expect(notJson.statusCode).toBe(400);
    expectDocumented(apiRoutes.login, notJson);
    const tooLarge = await call(t, apiRoutes.login, {
      rawBody: JSON.stringify({ username: 'x'.repeat(70_000) }),
      headers,
    });
    expect(tooLarge.statusCode).toBe(413);
    expectDocumented(apiRoutes.login, tooLarge);
    const form = await call(t, apiRoutes.login, {
      rawBody: 'username=0811111111',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expectDocumented(apiRoutes.login, form);
  });

  it('gives sign-in, role, unknown-id and conflict refusals the documented shapes', async () => {
    const member = world.callers.member.token as string;
    const anonymous = await call(t, apiRoutes.profile);
    expect(anonymous.statusCode).toBe(401);
    expectDocumented(apiRoutes.profile, anonymous);
    const notStaff = await call(t, apiRoutes.memberList, { token: member });
    expect(notStaff.statusCode).toBe(403);
    expectDocumented(apiRoutes.memberList, notStaff);
    const noSlip = await call(t, apiRoutes.deleteSlip, { token: member, params: { id: 2_000_000_000 } });
    expect(noSlip.statusCode).toBe(404);
    expectDocumented(apiRoutes.deleteSlip, noSlip);
    const noLink = await call(t, apiRoutes.visit, { query: { visit: 'a'.repeat(43) }, remoteAddress: '10.0.0.44' });
    expect(noLink.statusCode).toBe(404);
    expectDocumented(apiRoutes.visit, noLink);
    const nothingToWithdraw = await call(t, apiRoutes.withdrawSkipMeeting, {
      token: member,
      params: { id: (await createMeeting(t.db)).id },
    });
    expect(nothingToWithdraw.statusCode).toBe(409);
    expectDocumented(apiRoutes.withdrawSkipMeeting, nothingToWithdraw);
    const unsigned = await call(t, apiRoutes.lineWebhook, { rawBody: { destination: 'U1', events: [] } });
    expect(unsigned.statusCode).toBe(403);
    expectDocumented(apiRoutes.lineWebhook, unsigned);
  });

  it('answers a held event list with the documented 304, and too many logins with 429 and Retry-After', async () => {
    const token = world.callers.member.token as string;
    const first = await call(t, apiRoutes.availableEvents, { token });
    expectDocumented(apiRoutes.availableEvents, first);
    const held = await call(t, apiRoutes.availableEvents, {
      token,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(held.statusCode).toBe(304);
    expectDocumented(apiRoutes.availableEvents, held);

    let response: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 30 && response?.statusCode !== 429; attempt++) {
      response = await call(t, apiRoutes.login, { body: { username: '0899999999' }, remoteAddress: '10.0.0.45' });
    }
    expect(response?.statusCode).toBe(429);
    expectDocumented(apiRoutes.login, response as LightMyRequestResponse);
  });
});

describe('the documented 503s', () => {
  it('refuses over a full line with Retry-After, and reports a closed database, as documented', async () => {
    const t = await startTestApp({ databaseQueue: { concurrency: 1, turn: 1, maxQueued: 0 } });
    const token = await t.login((await createMember(t.db)).phone);
    const answers = new DocumentedAnswers((await call(t, apiRoutes.openApi)).json());
    await t.app.databaseQueue.enter('read');
    const busy = await call(t, apiRoutes.profile, { token });
    t.app.databaseQueue.release();
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBeDefined();
    expect(answers.problems(apiRoutes.profile, busy)).toEqual([]);

    await t.database.close();
    const health = await call(t, apiRoutes.health);
    expect(health.statusCode).toBe(503);
    expect(answers.problems(apiRoutes.health, health)).toEqual([]);
    await t.app.close();
  });
});
