import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/call.ts';
import { createEvent, createMember, createRegistration, createSlip, createStaff } from '../test/factories.ts';
import { distinctSlip } from '../test/slip-images.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import type { DbOrTx } from './db/client.ts';
import { auditLog, paymentSlips, registrations } from './db/schema/index.ts';
import { ApiError } from './lib/api-error.ts';
import { Notices } from './modules/messaging/notices.ts';
import { ValidationRepository } from './modules/payments/validation/repository.ts';
import { ValidationService } from './modules/payments/validation/service.ts';

/**
 * Requests that race each other. `app.inject` calls run concurrently in this one process: on
 * PostgreSQL the pool gives them real parallel transactions; on PGlite its single connection
 * serializes the transactions while the reads and checks around them still interleave.
 */

const figures = { tried: 0, succeeded: 0, refused: 0, serverErrors: 0 };
function count(responses: LightMyRequestResponse[]): LightMyRequestResponse[] {
  for (const response of responses) {
    figures.tried += 1;
    if (response.statusCode >= 500) figures.serverErrors += 1;
    else if (response.statusCode >= 400) figures.refused += 1;
    else figures.succeeded += 1;
  }
  return responses;
}
const statuses = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode);

describe('simultaneous requests', () => {
  let t: TestApp;
  let memberToken: string;
  let memberId: number;
  const staffTokens: string[] = [];
  const staffIds: number[] = [];
  const slipRounds = { deleted: 0, confirmed: 0 };

  beforeAll(async () => {
    t = await startTestApp();
    memberId = (await createMember(t.db, { phone: '0822222222' })).id;
    memberToken = await t.login('0822222222');
    for (const phone of ['0811111111', '0812222222']) {
      staffIds.push((await createStaff(t.db, { phone })).id);
      staffTokens.push(await t.login(phone));
    }
  });
  afterAll(async () => {
    console.info(
      `concurrency (${t.database.kind}): ${figures.tried} requests, ${figures.succeeded} succeeded, ` +
        `${figures.refused} refused, ${figures.serverErrors} 5xx; slip delete vs confirmation: ` +
        `${slipRounds.deleted} rounds ended deleted, ${slipRounds.confirmed} confirmed, each checked whole`,
    );
    await t.close();
  });

  const confirmationsOf = async (member: number) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'payment.confirm'), eq(auditLog.subjectId, String(member))))
    ).length;

  it('leaves one live registration when a member registers 50 times at once, refusing 49 as already registered', async () => {
    const event = await createEvent(t.db);
    const responses = count(
      await Promise.all(
        Array.from({ length: 50 }, () =>
          call(t, apiRoutes.registerEvent, { token: memberToken, body: { event: event.id } }),
        ),
      ),
    );
    expect(statuses(responses).filter((status) => status === 201)).toHaveLength(1);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(statuses(refused)).toEqual(Array(49).fill(400));
    for (const response of refused)
      expect(response.json()).toEqual({ non_field_errors: [apiMessages.alreadyRegistered] });

    const rows = await t.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.memberId, memberId), eq(registrations.eventId, event.id)));
    expect(rows).toHaveLength(1);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'event.register'), eq(auditLog.subjectId, String(rows[0]?.id))));
    expect(audited).toHaveLength(1);
  });

  it('confirms a payment once when staff submit the same confirmation 20 times at once', async () => {
    const payer = (await createMember(t.db)).id;
    const registration = await createRegistration(t.db, { memberId: payer, eventId: (await createEvent(t.db)).id });
    const slip = await createSlip(t.db, { memberId: payer });
    const body = { registrations: [registration.id], payments: [slip.id] };
    const responses = count(
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(t, apiRoutes.submitPayment, { token: staffTokens[i % 2] as string, body }),
        ),
      ),
    );

    const winners = responses.flatMap((response, i) => (response.statusCode === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(statuses(refused)).toEqual(Array(19).fill(400));
    for (const response of refused) {
      expect(response.json()).toEqual({
        registrations: [apiMessages.registrationAlreadyPaid(registration.id)],
        payments: [apiMessages.slipAlreadyValidated(slip.id)],
      });
    }
    // The row names the staff member whose request won, and one audit entry records it.
    const winner = staffIds[(winners[0] as number) % 2];
    const [paid] = await t.db.select().from(registrations).where(eq(registrations.id, registration.id));
    expect(paid).toMatchObject({ confirmedBy: winner, paidAt: expect.any(Date) });
    const [validated] = await t.db.select().from(paymentSlips).where(eq(paymentSlips.id, slip.id));
    expect(validated).toMatchObject({ validatedBy: winner, validatedAt: paid?.paidAt });
    expect(await confirmationsOf(payer)).toBe(1);
  });

  it('refuses a confirmation whose slip the member deleted between its checks and its writes, naming the slip missing', async () => {
    // The narrow window of the race above, made certain: the slip disappears just as the
    // confirming transaction starts writing, as if the member's delete had committed a moment before.
    class SlipDeletedMeanwhile extends ValidationRepository {
      override async markPaid(
        tx: DbOrTx,
        ids: number[],
        confirmation: Parameters<ValidationRepository['markPaid']>[2],
      ) {
        await tx.delete(paymentSlips).where(eq(paymentSlips.id, slip.id));
        return super.markPaid(tx, ids, confirmation);
      }
    }
    const payer = (await createMember(t.db)).id;
    const registration = await createRegistration(t.db, { memberId: payer, eventId: (await createEvent(t.db)).id });
    const slip = await createSlip(t.db, { memberId: payer });
    const service = new ValidationService(
      t.db,
      new SlipDeletedMeanwhile(t.db),
      {
        toSlip: () => {
          throw new Error('no slip is shown');
        },
      },
      new Notices(async () => 'ชาปเตอร์ทดสอบ'),
      // Nobody here vouched for anyone's LINE account: the race is the point.
      {
        vouchedRecently: async () => false,
        vouchedRecentlyAmong: async () => new Set(),
        currentBindings: async () => new Map(),
      },
    );
    const refusal = await service
      .confirm(
        staffIds[0] as number,
        {
          registrationIds: [registration.id],
          slipIds: [slip.id],
          receivedSatang: null,
          receivedReason: null,
          waiverReason: null,
        },
        '127.0.0.1',
      )
      .catch((error) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal.body).toEqual({ payments: [apiMessages.slipMissing(slip.id)] });
    const [unpaid] = await t.db.select().from(registrations).where(eq(registrations.id, registration.id));
    expect(unpaid).toMatchObject({ paidAt: null, confirmedBy: null });
    expect(await confirmationsOf(payer)).toBe(0);
  });

  it('ends every race between a member deleting a slip and staff confirming it in one whole outcome', async () => {
    const payer = (await createMember(t.db, { phone: '0899999999' })).id;
    const token = await t.login('0899999999');
    for (let round = 0; round < 20; round += 1) {
      const registration = await createRegistration(t.db, { memberId: payer, eventId: (await createEvent(t.db)).id });
      const uploaded = await call(t, apiRoutes.createSlip, {
        token,
        body: { image: await distinctSlip('png'), amount: 450 },
      });
      expect(uploaded.statusCode).toBe(201);
      const slipId = uploaded.json<{ id: number }>().id;
      const [stored] = await t.db.select().from(paymentSlips).where(eq(paymentSlips.id, slipId));
      const files = [stored?.imageKey, stored?.thumbnailKey].map((key) => path.join(t.blobDir, key as string));

      const remove = () => call(t, apiRoutes.deleteSlip, { params: { id: slipId }, token });
      const validate = () =>
        call(t, apiRoutes.submitPayment, {
          token: staffTokens[0] as string,
          body: { registrations: [registration.id], payments: [slipId] },
        });
      // Either request gets a head start of 0 to 4 ms in turn, so the race is run from both sides
      // and at several distances rather than always the same way.
      const headStart = Math.floor(round / 2) % 5;
      const after = <T>(ms: number, send: () => Promise<T>) =>
        new Promise<T>((resolve, reject) => setTimeout(() => send().then(resolve, reject), ms));
      const [deleted, confirmed] = await Promise.all(
        round % 2 === 0 ? [remove(), after(headStart, validate)] : [after(headStart, remove), validate()],
      );
      count([deleted, confirmed]);

      const [slipRow] = await t.db.select().from(paymentSlips).where(eq(paymentSlips.id, slipId));
      const [registrationRow] = await t.db.select().from(registrations).where(eq(registrations.id, registration.id));
      const confirmAudits = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'payment.confirm'), eq(auditLog.subjectId, String(payer))));
      const deleteAudits = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'payment.slip_delete'), eq(auditLog.subjectId, String(slipId))));
      const confirmedHere = confirmAudits.filter((entry) => (entry.details.payments as number[]).includes(slipId));

      if (deleted.statusCode === 200) {
        // The slip is gone with its images, and the confirmation left nothing behind.
        expect(confirmed.statusCode).toBe(400);
        expect(confirmed.json()).toEqual({ payments: [apiMessages.slipMissing(slipId)] });
        expect(slipRow).toBeUndefined();
        expect(files.filter(existsSync)).toEqual([]);
        expect(registrationRow).toMatchObject({ paidAt: null, confirmedBy: null });
        expect(confirmedHere).toHaveLength(0);
        expect(deleteAudits).toHaveLength(1);
        slipRounds.deleted += 1;
      } else {
        // The confirmation holds: slip validated with its images, registration paid, delete refused.
        expect(deleted.statusCode).toBe(400);
        expect(deleted.json()).toEqual({ non_field_errors: [apiMessages.slipValidated] });
        expect(confirmed.statusCode).toBe(200);
        expect(slipRow).toMatchObject({ validatedBy: staffIds[0], validatedAt: expect.any(Date) });
        expect(files.filter(existsSync)).toEqual(files);
        expect(registrationRow).toMatchObject({ confirmedBy: staffIds[0], paidAt: slipRow?.validatedAt });
        expect(confirmedHere).toHaveLength(1);
        expect(deleteAudits).toHaveLength(0);
        slipRounds.confirmed += 1;
      }
    }
    expect(slipRounds.deleted + slipRounds.confirmed).toBe(20);
  });
});
