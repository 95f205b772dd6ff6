import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../../test/factories.ts';
import { type LineTestApp, MESSAGING_CHANNEL_SECRET, startLineTestApp } from '../../../../test/line-test-app.ts';
import { lineFollows, lineWebhookEvents } from '../../../db/schema/index.ts';

/**
 * The webhook as LINE's platform calls it: the app listening on a port, fake-line signing each call
 * with the channel secret and POSTing it over HTTP (the other webhook tests inject their own).
 */
describe('the webhook called by fake-line over HTTP', () => {
  let t: LineTestApp;

  beforeAll(async () => {
    t = await startLineTestApp();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    t.line.setWebhook({ url: `${address}${apiRoutes.lineWebhook.path}`, channelSecret: MESSAGING_CHANNEL_SECRET });
  });
  afterAll(async () => {
    await t?.close();
  });

  const storedIds = async () => (await t.db.select().from(lineWebhookEvents)).map((row) => row.webhookEventId);

  it('takes a follow LINE signs, and a redelivery of it once: one reply, one row', async () => {
    const account = t.lineAccount('ผู้ติดตามใหม่');
    const follow = t.line.events.follow(account.userId);
    expect((await t.line.sendWebhook([follow])).status).toBe(200);
    expect((await t.line.sendWebhook([t.line.events.redeliver(follow)])).status).toBe(200);
    await t.app.lineChat.idle();

    expect(
      (await storedIds()).filter((id) => id === (follow as { webhookEventId: string }).webhookEventId),
    ).toHaveLength(1);
    expect(t.line.repliesTo(account.userId)).toHaveLength(1);
  });

  it('refuses a forged call and one signed with another secret, keeping and answering nothing', async () => {
    const account = t.lineAccount('ปลอม');
    const before = await storedIds();
    const forged = await t.line.sendWebhook([t.line.events.follow(account.userId)], {
      signature: `${'A'.repeat(43)}=`,
    });
    const otherSecret = await t.line.sendWebhook([t.line.events.follow(account.userId)], { secret: 'f'.repeat(32) });
    await t.app.lineChat.idle();

    for (const answer of [forged, otherSecret]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ detail: apiMessages.lineSignatureInvalid });
    }
    expect(await storedIds()).toEqual(before);
    expect(t.line.repliesTo(account.userId)).toEqual([]);
  });

  it('records a member blocking the account and following it again, in the order LINE saw them', async () => {
    const account = t.lineAccount('บล็อกแล้วกลับมา');
    await createMember(t.db, { lineUserId: account.userId });
    const following = async () =>
      (await t.db.select().from(lineFollows).where(eq(lineFollows.lineUserId, account.userId)))[0]?.following;

    expect((await t.line.sendWebhook([t.line.events.unfollow(account.userId)])).status).toBe(200);
    await t.app.lineChat.idle();
    expect(await following()).toBe(false);

    expect((await t.line.sendWebhook([t.line.events.follow(account.userId, { isUnblocked: true })])).status).toBe(200);
    await t.app.lineChat.idle();
    expect(await following()).toBe(true);
    // Welcomed back by reply, which costs no quota; nothing pushed.
    expect(t.line.repliesTo(account.userId)).toHaveLength(1);
    expect(t.line.messages.filter((message) => message.to.includes(account.userId))).toEqual([]);
  });
});
