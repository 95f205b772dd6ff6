import { apiRoutes } from '@chapter/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createEvent, createMember, createRegistration, createStaff } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_MESSAGE_LIFF_IDS } from '../../config.ts';

/* The offline demo's reminder has the pay button a real chapter's has (no LIFF app is configured there). */

describe.each([
  { demoMode: true, button: `https://liff.line.me/${DEMO_MESSAGE_LIFF_IDS.payment}` },
  { demoMode: false, button: null },
])('the reminder’s pay button with no payment LIFF app set, demo mode $demoMode', ({ demoMode, button }) => {
  let t: TestApp;
  let staff: string;
  let memberId: number;

  beforeAll(async () => {
    t = await startTestApp({ config: { demoMode, liffIds: { profile: null, event: null, payment: null } } });
    await createStaff(t.db, { phone: '0811111111' });
    memberId = (await createMember(t.db, { firstName: 'สมชาย', lastName: 'รักงาน' })).id;
    const meeting = await createEvent(t.db, { name: 'ประชุม' });
    await createRegistration(t.db, { memberId, eventId: meeting.id, priceSatang: 45_000 });
    staff = await t.login('0811111111');
  });
  afterAll(() => t.close());

  it(button ? 'leads to the demo’s payment mini-app link' : 'is left out, as there is nowhere to pay', async () => {
    const response = await call(t, apiRoutes.previewMessage, {
      token: staff,
      body: { members: [memberId], member: memberId, template: 'reminder' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const bubble = JSON.parse(response.json().preview.message);
    const uri = bubble.footer?.contents?.[0]?.action?.uri ?? null;
    expect(uri).toBe(button);
    if (button) expect(bubble.footer.contents[0].action.label).toBe('ชำระเงิน');
  });

  it('leaves the mini-app’s own LIFF ids unset, so the demo’s browser keeps its LINE stand-in', async () => {
    const config = (await call(t, apiRoutes.config)).json();
    expect(config.liff_ids).toEqual({ profile: null, event: null, payment: null });
  });
});
