import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiMessages } from '@chapter/contract/messages';
import { pathOf, type RouteDef } from '@chapter/contract/route';
import { type ApiRouteName, apiRoutes } from '@chapter/contract/routes';
import { type FakeLine, startFakeLine } from '@chapter/fake-line/server';
import { type FakeSlipOk, startFakeSlipOk } from '@chapter/fake-slipok/server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/call.ts';
import { CHANNEL_ACCESS_TOKEN, CHANNEL_ID, MESSAGING_CHANNEL_SECRET } from '../test/line-test-app.ts';
import { matrixCallers } from '../test/matrix-callers.ts';
import { CALLERS, type Call, type CallerName, routeCalls, type World } from '../test/route-calls.ts';
import { bearer, startTestApp, type TestApp } from '../test/test-app.ts';

type Row = Record<CallerName, number>;

/**
 * What every route of the contract answers each caller. Anything addressed by id is called with
 * the FIRST member's resource (see test/route-calls.ts), so `otherMember`, `staff` and `admin`
 * show what happens to someone else's slip or registration. Staff is the Secretary/Treasurer
 * role alone and admin the Admin role alone: an admin is refused the staff's routes.
 * slipImage is public because the signed link is the permission (ADR 10): the owner and staff are
 * handed one; everyone else can only try a link signed for another slip.
 */
// biome-ignore format: a table reads best aligned
const matrix: Record<ApiRouteName, Row> = {
  login:                    { anonymous: 200, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  liffLogin:                { anonymous: 200, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  signOut:                  { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  signOutEverywhere:        { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  profile:                  { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  availableEvents:          { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  registerEvent:            { anonymous: 401, member: 201, otherMember: 201, staff: 201, admin: 201, host: 201, vp: 201 },
  unregisterEvent:          { anonymous: 401, member: 200, otherMember: 400, staff: 400, admin: 400, host: 400, vp: 400 },
  paymentHistory:           { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  createSlip:               { anonymous: 401, member: 201, otherMember: 201, staff: 201, admin: 201, host: 201, vp: 201 },
  deleteSlip:               { anonymous: 401, member: 200, otherMember: 404, staff: 404, admin: 404, host: 404, vp: 404 },
  slipImage:                { anonymous: 403, member: 200, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  unvalidatedMembers:       { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  paymentDetailList:        { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  submitPayment:            { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  acceptSlipsAsCredit:      { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  refuseSlip:               { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  checkSlipAgain:           { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  paymentConfirmations:     { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 200, host: 403, vp: 403 },
  reverseConfirmation:      { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  paymentExport:            { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 200, host: 403, vp: 403 },
  promptPayQr:              { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  memberList:               { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  lineBindings:             { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  removeLineBinding:        { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 200, host: 403, vp: 403 },
  lineAccountMembers:       { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 200, host: 403, vp: 403 },
  lineClaims:               { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 200, host: 403, vp: 403 },
  approveLineClaim:         { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 200, host: 403, vp: 403 },
  refuseLineClaim:          { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 200, host: 403, vp: 403 },
  createLineInvitations:    { anonymous: 401, member: 403, otherMember: 403, staff: 201, admin: 201, host: 403, vp: 403 },
  revokeLineInvitation:     { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 200, host: 403, vp: 403 },
  publicProfile:            { anonymous: 200, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  vcard:                    { anonymous: 200, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  updateCard:               { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  newCardAddress:           { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  eventsOfMonth:            { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  submitBniVerified:        { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  sendPushMessage:          { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  messageRun:               { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  outbox:                   { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  channelQuota:             { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  previewMessage:           { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  reminderRules:            { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  createReminderRule:       { anonymous: 401, member: 403, otherMember: 403, staff: 201, admin: 403, host: 403, vp: 403 },
  setReminderRuleActive:    { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  deleteReminderRule:       { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  setRemindersOff:          { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  config:                   { anonymous: 200, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  health:                   { anonymous: 200, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  openApi:                  { anonymous: 200, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  adminEvents:              { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  adminCreateEvent:         { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 201, host: 403, vp: 403 },
  adminUpdateEvent:         { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  adminCancelEvent:         { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  adminDeleteEvent:         { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  adminMembers:             { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  adminCreateMember:        { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 201, host: 403, vp: 403 },
  adminUpdateMember:        { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  adminPreviewMemberImport: { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  adminImportMembers:       { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 201, host: 403, vp: 403 },
  adminExportMembers:       { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  createVisitInvitation:    { anonymous: 401, member: 201, otherMember: 201, staff: 201, admin: 201, host: 201, vp: 201 },
  myVisitors:               { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  visit:                    { anonymous: 200, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  visitRegister:            { anonymous: 201, member: 201, otherMember: 201, staff: 201, admin: 201, host: 201, vp: 201 },
  visitSlip:                { anonymous: 201, member: 201, otherMember: 201, staff: 201, admin: 201, host: 201, vp: 201 },
  visitAgree:               { anonymous: 200, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  visitPayAtDoor:           { anonymous: 200, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  unvalidatedGuests:        { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  guestPaymentDetailList:   { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  registerVisitorByStaff:   { anonymous: 401, member: 403, otherMember: 403, staff: 201, admin: 403, host: 403, vp: 403 },
  meetingGuestsExport:      { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 200, host: 403, vp: 403 },
  mySubstitutes:            { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  sendSubstitute:           { anonymous: 401, member: 201, otherMember: 201, staff: 201, admin: 201, host: 201, vp: 201 },
  cancelSubstitute:         { anonymous: 401, member: 200, otherMember: 404, staff: 404, admin: 404, host: 404, vp: 404 },
  memberCheckInCode:        { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  visitCheckInCode:         { anonymous: 200, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  doorMeetings:             { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 200, host: 200, vp: 403 },
  doorList:                 { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 200, host: 200, vp: 403 },
  doorCheckIn:              { anonymous: 401, member: 403, otherMember: 403, staff: 201, admin: 201, host: 201, vp: 403 },
  doorUndoCheckIn:          { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 200, host: 200, vp: 403 },
  doorWalkIn:               { anonymous: 401, member: 403, otherMember: 403, staff: 201, admin: 201, host: 201, vp: 403 },
  doorTakeCash:             { anonymous: 401, member: 403, otherMember: 403, staff: 201, admin: 201, host: 201, vp: 403 },
  meetingHeadcount:         { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 200, host: 403, vp: 403 },
  meetingCashUp:            { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 200, host: 403, vp: 403 },
  meetingCashUpExport:      { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 200, host: 403, vp: 403 },
  closeCashUp:              { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 403, host: 403, vp: 403 },
  saySkipMeeting:           { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  withdrawSkipMeeting:      { anonymous: 401, member: 200, otherMember: 409, staff: 409, admin: 409, host: 409, vp: 409 },
  requestLeave:             { anonymous: 401, member: 201, otherMember: 201, staff: 201, admin: 201, host: 201, vp: 201 },
  withdrawLeave:            { anonymous: 401, member: 200, otherMember: 404, staff: 404, admin: 404, host: 404, vp: 404 },
  leaveRequests:            { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 200 },
  approveLeave:             { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 200 },
  refuseLeave:              { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 200 },
  myAttendance:             { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  attendanceMeetings:       { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 200 },
  attendanceSheet:          { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 200 },
  closeAttendance:          { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 200 },
  correctAttendance:        { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 200 },
  markAttendanceEntered:    { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 200 },
  attendanceExport:         { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 200 },
  attendanceAtRisk:         { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 200, host: 403, vp: 200 },
  remindAbsent:             { anonymous: 401, member: 403, otherMember: 403, staff: 200, admin: 200, host: 403, vp: 200 },
  adminMeetingSeries:       { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  adminSaveMeetingSeries:   { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  adminSettings:            { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  adminUpdateSettings:      { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  adminAuditLog:            { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  privacyNotice:            { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  agreeToPrivacyNotice:     { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  myData:                   { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  erasureCheck:             { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  eraseMe:                  { anonymous: 401, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  adminErasureCheck:        { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  adminEraseMember:         { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  adminPrivacy:             { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  adminPublishNotice:       { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 201, host: 403, vp: 403 },
  adminPublishGuestNotice:  { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 201, host: 403, vp: 403 },
  adminUpdateRetention:     { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  adminGuestData:           { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  adminEraseGuest:          { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
  lineWebhook:              { anonymous: 200, member: 200, otherMember: 200, staff: 200, admin: 200, host: 200, vp: 200 },
  rebuildRichMenus:         { anonymous: 401, member: 403, otherMember: 403, staff: 403, admin: 200, host: 403, vp: 403 },
};

/**
 * Refusals other than "sign in first" (401) and "not your role" (403): what someone else's
 * resource answers. Not-found, never "forbidden", so a stranger learns nothing about the id.
 */
const otherRefusals: Partial<Record<ApiRouteName, Record<number, unknown>>> = {
  deleteSlip: { 404: { detail: apiMessages.slipNotFound } },
  unregisterEvent: { 400: { non_field_errors: [apiMessages.notRegistered] } },
  slipImage: { 403: { detail: apiMessages.imageLinkInvalid } },
  cancelSubstitute: { 404: { detail: apiMessages.substituteNotFound } },
  withdrawSkipMeeting: { 409: { detail: apiMessages.skipNotSaid } },
  withdrawLeave: { 404: { detail: apiMessages.leaveNotFound } },
};

const routeNames = Object.keys(apiRoutes) as ApiRouteName[];

function expectedRefusal(name: ApiRouteName, status: number): unknown {
  const { access } = apiRoutes[name] as RouteDef;
  if (status === 401) return { detail: apiMessages.notAuthenticated };
  if (status === 403 && access !== 'public' && access !== 'member') return { detail: apiMessages.forbidden };
  const body = otherRefusals[name]?.[status];
  if (body === undefined) throw new Error(`no expected body for ${name} refusing with ${status}`);
  return body;
}

const urlOf = (route: RouteDef, call: Call) =>
  pathOf(route, call.params) + (call.query ? `?${new URLSearchParams(call.query)}` : '');

/**
 * A digest of every row of every table, and the count of stored images: a refused request must
 * change neither.
 */
async function fingerprinter(t: TestApp): Promise<() => Promise<string>> {
  const tables = (await t.db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const digest = sql.raw(
    tables.rows
      .map(
        ({ table_name: name }) =>
          `SELECT '${name}' AS name, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS rows FROM "${name}" x`,
      )
      .join(' UNION ALL '),
  );
  return async () => {
    const result = (await t.db.execute(digest)) as unknown as { rows: unknown[] };
    return `${JSON.stringify(result.rows)} files:${readdirSync(t.blobDir, { recursive: true }).length}`;
  };
}

describe('the authorization matrix: every contract route against every caller', () => {
  let t: TestApp;
  let line: FakeLine;
  let slipOk: FakeSlipOk;
  let world: World;
  let calls: ReturnType<typeof routeCalls>;
  let fingerprint: () => Promise<string>;
  const figures = { cells: 0, refused: 0, serverErrors: 0, pages: 0 };

  beforeAll(async () => {
    line = await startFakeLine({
      loginChannels: [CHANNEL_ID],
      liffApps: [],
      messagingAccessToken: CHANNEL_ACCESS_TOKEN,
    });
    const dist = mkdtempSync(path.join(tmpdir(), 'chapter-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Chapter</title><div id="root"></div>');
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
        webDistDir: dist,
      },
    });
    world = {
      t,
      line,
      callers: await matrixCallers(t),
    };
    calls = routeCalls(world);
    fingerprint = await fingerprinter(t);
  });
  afterAll(async () => {
    console.info(
      `authorization matrix (${process.env.TEST_DB_KIND ?? 'pglite'}): ${figures.cells} cells checked ` +
        `(${routeNames.length} routes × ${CALLERS.length} callers), ${figures.refused} refused, ${figures.serverErrors} 5xx; ` +
        `${figures.pages} public page requests (card page and web app)`,
    );
    await t?.close();
    await line?.close();
    await slipOk?.close();
  });

  it('has one row for every route of the contract, and none for a route that does not exist', () => {
    expect(Object.keys(matrix).sort()).toEqual([...routeNames].sort());
  });

  it('agrees with the access each route declares', () => {
    // The caller names `staff` and `admin` are the access levels that admit them; the door admits
    // the Visitor Host and both of them.
    const admits = (access: RouteDef['access'], caller: CallerName) =>
      access === 'public' ||
      (caller !== 'anonymous' &&
        (access === 'member' ||
          access === caller ||
          (access === 'staff_or_admin' && (caller === 'staff' || caller === 'admin')) ||
          (access === 'door' && (caller === 'host' || caller === 'staff' || caller === 'admin')) ||
          (access === 'vp' && caller === 'admin') ||
          (access === 'officers' && (caller === 'vp' || caller === 'staff' || caller === 'admin'))));
    for (const name of routeNames) {
      const { access } = apiRoutes[name] as RouteDef;
      for (const caller of CALLERS) {
        const status = matrix[name][caller];
        if (!admits(access, caller)) expect(status, `${name} as ${caller}`).toBe(caller === 'anonymous' ? 401 : 403);
        else if (access !== 'public') expect([401, 403], `${name} as ${caller}`).not.toContain(status);
        else expect(status, `${name} as ${caller}`).not.toBe(401);
      }
    }
  });

  it.each(routeNames)('%s answers each caller as the table says, and a refusal changes nothing', async (name) => {
    const route = apiRoutes[name] as RouteDef;
    const expected = matrix[name];
    const actual = {} as Row;
    for (const callerName of CALLERS) {
      const caller = world.callers[callerName];
      const call = await calls[name](caller);
      const refusalExpected = expected[callerName] >= 400;
      // An earlier accepted call may have queued a LINE notice: let the worker write it first.
      await t.app.messageJobs.settled();
      const before = refusalExpected ? await fingerprint() : null;
      const token = call.token !== undefined ? call.token : caller.token;
      const response = await t.app.inject({
        method: route.method,
        url: urlOf(route, call),
        headers: { ...(token ? bearer(token) : {}), ...call.headers },
        ...(call.body !== undefined && { payload: call.body as object }),
      });
      actual[callerName] = response.statusCode;
      figures.cells++;
      if (response.statusCode >= 400) figures.refused++;
      if (response.statusCode >= 500) figures.serverErrors++;
      if (refusalExpected && response.statusCode === expected[callerName]) {
        expect(response.json(), `${name} as ${callerName}`).toEqual(expectedRefusal(name, response.statusCode));
        expect(await fingerprint(), `${name} as ${callerName} changed data`).toBe(before);
      }
      await call.after?.();
    }
    expect(actual).toEqual(expected);
  });

  it('serves the business card page /nc/:id and the web app to anyone', async () => {
    const profile = await call(t, apiRoutes.profile, { token: world.callers.member.token as string });
    const cardPage = `/nc/${profile.json().public_card_id}`;
    for (const caller of CALLERS) {
      const token = world.callers[caller].token;
      const headers = token ? bearer(token) : {};
      for (const url of [cardPage, '/', '/liff/event', '/admin/members']) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        figures.pages++;
        expect(response.statusCode, `${url} as ${caller}`).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
      }
    }
  });

  it('checks the role before it validates the body, so a member learns nothing about staff routes', async () => {
    const wrongFields = await call(t, apiRoutes.submitPayment, {
      token: world.callers.member.token as string,
      headers: { 'content-type': 'application/json' },
      rawBody: '{"registrations":"all","amount":-1}',
    });
    expect(wrongFields.statusCode).toBe(403);
    expect(wrongFields.json()).toEqual({ detail: apiMessages.forbidden });
    // The session is looked up once the body has arrived (ADR 44): a body that is not JSON is
    // refused first, in words that say nothing about the route.
    const notJson = await call(t, apiRoutes.submitPayment, {
      token: world.callers.member.token as string,
      headers: { 'content-type': 'application/json' },
      rawBody: '{not json',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ detail: apiMessages.malformedJson });
  });
});
