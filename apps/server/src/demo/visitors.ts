import { randomUUID } from 'node:crypto';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { Tx } from '../db/client.ts';
import { type events, guests, paymentSlips, registrations, visitorInvitations } from '../db/schema/index.ts';
import { generateToken, hashToken } from '../lib/tokens.ts';
import { demoPeople } from './people.ts';
import { demoTransRef, makeDemoSlip } from './slip-image.ts';

/** The demo member who invited next week's two visitors (a phone no end-to-end test uses). */
export const DEMO_VISITOR_HOST = '0890000018';

const VISITORS = [
  // Paid by transfer: her slip waits in the treasurer's queue, beside members'.
  { firstName: 'วิภาวรรณ', lastName: 'มาเยือน', company: 'วิภาประกันภัย', category: 'ประกันชีวิต', phone: '0867770001' },
  // Will pay at the door (the door takes it: issue 35).
  { firstName: 'ธนากร', lastName: 'ทักทาย', company: 'ธนากรดีไซน์', category: 'ออกแบบภายใน', phone: '0867770002' },
];

/** The visitor's slip image, stored before the rows that name it, as the members' demo slips are. */
export async function writeDemoVisitorSlip(blobs: BlobStore, now: Date, feeBaht: number) {
  const key = `slips/demo-${randomUUID()}`;
  const transferredAt = new Date(now.getTime() - 2 * 60 * 60 * 1000);
  const transRef = demoTransRef('014', transferredAt, 90);
  const file = await makeDemoSlip({
    sendingBank: '014',
    transRef,
    amountBaht: feeBaht,
    transferredAt,
    senderName: `${VISITORS[0]?.firstName} ${VISITORS[0]?.lastName}`,
    receiverName: 'ชาปเตอร์สาธิต (บัญชีตัวอย่าง)',
    receiverAccount: 'xxx-x-x6789-x',
  });
  await blobs.put(`${key}.jpg`, file.image);
  await blobs.put(`${key}.thumb.webp`, file.thumbnail);
  return { key, file, transRef, amountSatang: feeBaht * 100, transferredAt };
}

/**
 * Two visitors a member invited to the next meeting (ADR 55), registered through their links: one
 * sent a slip for her fee, one will pay at the door. Their links' tokens are not kept (only hashes
 * are), so the tour makes a fresh invitation to open a visitor's page.
 */
export async function inviteDemoVisitors(
  tx: Tx,
  demo: {
    eventRows: Array<typeof events.$inferSelect>;
    memberIds: number[];
    now: Date;
    slip: Awaited<ReturnType<typeof writeDemoVisitorSlip>>;
  },
) {
  const { eventRows, memberIds, now, slip } = demo;
  const meeting = eventRows.find((event) => event.seriesId !== null && event.startsAt > now);
  const hostId = memberIds[demoPeople.findIndex((person) => person.phone === DEMO_VISITOR_HOST)];
  if (!meeting || hostId === undefined || meeting.visitorFeeSatang === null) return;
  for (const [index, visitor] of VISITORS.entries()) {
    const at = new Date(now.getTime() - (3 - index) * 60 * 60 * 1000);
    const [guest] = await tx
      .insert(guests)
      .values({
        eventId: meeting.id,
        kind: 'visitor',
        hostMemberId: hostId,
        firstName: visitor.firstName,
        lastName: visitor.lastName,
        company: visitor.company,
        businessCategory: visitor.category,
        phone: visitor.phone,
        noticeVersion: 1,
        agreedAt: at,
        createdAt: at,
        payAtDoorAt: index === 1 ? at : null,
      })
      .returning({ id: guests.id });
    if (!guest) return;
    await tx.insert(visitorInvitations).values({
      eventId: meeting.id,
      hostMemberId: hostId,
      tokenHash: hashToken(generateToken()),
      createdAt: new Date(at.getTime() - 60 * 60 * 1000),
      expiresAt: meeting.endsAt,
      guestId: guest.id,
    });
    await tx.insert(registrations).values({
      guestId: guest.id,
      seatGuestId: guest.id,
      eventId: meeting.id,
      priceSatang: meeting.visitorFeeSatang,
      registeredAt: at,
    });
    if (index === 0) {
      await tx.insert(paymentSlips).values({
        guestId: guest.id,
        imageKey: `${slip.key}.jpg`,
        thumbnailKey: `${slip.key}.thumb.webp`,
        contentType: slip.file.contentType,
        width: slip.file.width,
        height: slip.file.height,
        byteSize: slip.file.image.length,
        amountSatang: slip.amountSatang,
        qrStatus: 'read',
        sendingBank: '014',
        transRef: slip.transRef,
        pixelHash: slip.file.pixelHash,
        createdAt: new Date(slip.transferredAt.getTime() + 5 * 60_000),
      });
    }
  }
}
