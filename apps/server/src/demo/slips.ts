import { randomUUID } from 'node:crypto';
import { fullName } from '@chapter/contract/names';
import { eq } from 'drizzle-orm';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { DbOrTx } from '../db/client.ts';
import { paymentConfirmations, paymentSlips, registrations } from '../db/schema/index.ts';
import { demoPeople } from './people.ts';
import { demoTransRef, makeDemoSlip } from './slip-image.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who the demo's slips paid: the demo chapter's account as banking apps print it (config.ts). */
const DEMO_RECEIVER = { name: 'ชาปเตอร์สาธิต (บัญชีตัวอย่าง)', account: 'xxx-x-x6789-x' };

export type DemoSlipFile = Awaited<ReturnType<typeof writeDemoSlips>>[number];

/**
 * The demo's slip images, made and stored before the rows that name them: `person` is the index
 * of the demo member who sent each one.
 */
export function writeDemoSlips(blobs: BlobStore, now: Date) {
  return Promise.all(
    [
      { person: 1, amount: 1250, validated: false, bank: '014' },
      // Transferred 600 for a 450 meeting: the 150 over is their credit (issue 16).
      { person: 2, amount: 600, validated: true, bank: '004' },
      { person: 4, amount: 900, validated: false, bank: '006' },
      // A slip whose QR cannot be read: staff see it marked, to check by eye.
      { person: 7, amount: 450, validated: false, bank: '025', qr: false },
    ].map(async (slip, index) => {
      const key = `slips/demo-${randomUUID()}`;
      const sender = demoPeople[slip.person];
      // Real-looking slips with a valid slip QR (issue 17): staff see each one's bank and
      // reference, and sending one of them again is refused as a duplicate (README).
      const transferredAt = new Date(now.getTime() - (index + 1) * DAY_MS - 5 * 60_000);
      const transRef = demoTransRef(slip.bank, transferredAt, index + 1);
      const file = await makeDemoSlip(
        {
          sendingBank: slip.bank,
          transRef,
          amountBaht: slip.amount,
          transferredAt,
          senderName: sender ? fullName(sender.firstName, sender.lastName) : '',
          receiverName: DEMO_RECEIVER.name,
          receiverAccount: DEMO_RECEIVER.account,
        },
        { qr: slip.qr !== false },
      );
      await blobs.put(`${key}.jpg`, file.image);
      await blobs.put(`${key}.thumb.webp`, file.thumbnail);
      return { ...slip, key, file, transRef };
    }),
  );
}

/** The rows of the slips written by writeDemoSlips; the validated one is accepted by the staff account. */
export function insertDemoSlips(
  tx: DbOrTx,
  slipFiles: DemoSlipFile[],
  demo: { memberIds: number[]; staffId: number; now: Date },
): Promise<Array<typeof paymentSlips.$inferSelect>> {
  const { memberIds, staffId, now } = demo;
  return tx
    .insert(paymentSlips)
    .values(
      slipFiles.map((slip, index) => ({
        memberId: memberIds[slip.person] as number,
        imageKey: `${slip.key}.jpg`,
        thumbnailKey: `${slip.key}.thumb.webp`,
        contentType: slip.file.contentType,
        width: slip.file.width,
        height: slip.file.height,
        byteSize: slip.file.image.length,
        amountSatang: slip.amount * 100,
        ...(slip.qr === false
          ? { qrStatus: 'none' as const }
          : { qrStatus: 'read' as const, sendingBank: slip.bank, transRef: slip.transRef }),
        pixelHash: slip.file.pixelHash,
        createdAt: new Date(now.getTime() - (index + 1) * DAY_MS),
        validatedBy: slip.validated ? staffId : null,
        validatedAt: slip.validated ? new Date(now.getTime() - index * DAY_MS) : null,
      })),
    )
    .returning();
}

/**
 * The accepted slip of 0833333333 as the confirmation that accepted it: it paid their latest paid
 * registration and kept the rest as credit, so the profile and the staff panel show credit.
 */
export async function recordDemoConfirmation(
  tx: DbOrTx,
  demo: {
    staffId: number;
    memberId: number;
    registered: Array<typeof registrations.$inferSelect>;
    slipRows: Array<typeof paymentSlips.$inferSelect>;
  },
) {
  const slip = demo.slipRows.find((row) => row.memberId === demo.memberId && row.validatedBy !== null);
  const paid = demo.registered
    .filter((row) => row.memberId === demo.memberId && row.paidAt !== null)
    .sort((a, b) => (b.paidAt as Date).getTime() - (a.paidAt as Date).getTime())[0];
  if (!slip || !paid || slip.amountSatang === null || slip.amountSatang < paid.priceSatang) return;
  const [confirmation] = await tx
    .insert(paymentConfirmations)
    .values({
      memberId: demo.memberId,
      confirmedBy: demo.staffId,
      confirmedAt: slip.validatedAt as Date,
      statedSatang: slip.amountSatang,
      receivedSatang: slip.amountSatang,
      appliedSatang: paid.priceSatang,
    })
    .returning();
  if (!confirmation) return;
  await tx.update(registrations).set({ paymentId: confirmation.id }).where(eq(registrations.id, paid.id));
  await tx.update(paymentSlips).set({ confirmationId: confirmation.id }).where(eq(paymentSlips.id, slip.id));
}
