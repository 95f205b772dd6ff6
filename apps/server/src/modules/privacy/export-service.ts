import { apiMessages } from '@chapter/contract/messages';
import JSZip from 'jszip';
import type { BlobStore } from '../../blobs/blob-store.ts';
import { isBlobStoreUnavailable, storeUnavailableAnswer } from '../../blobs/store-unavailable.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { ExportRepository } from './export-repository.ts';

export interface MyData {
  fileName: string;
  zip: Buffer;
}

/**
 * "My data" (issue 19): every table's rows about the member, as the database holds them, in one
 * JSON file, with their slip images beside it. Built from MEMBER_DATA, the map erasure uses too.
 */
export class ExportService {
  constructor(
    private readonly db: Db,
    private readonly repository: ExportRepository,
    private readonly blobs: BlobStore,
    private readonly now: () => Date,
  ) {}

  async build(memberId: number, address: string): Promise<MyData> {
    const member = await this.repository.subject(memberId);
    if (!member) throw ApiError.notFound(apiMessages.notFound);
    const tables = await this.repository.tables(member);
    const zip = new JSZip();
    const at = this.now();
    const slips = (tables.payment_slips ?? []) as Array<{ id: number; image_key: string | null }>;
    const images: string[] = [];
    for (const slip of slips) {
      if (slip.image_key === null) continue;
      // An export without its images would look whole: a bucket that does not answer is a 503 (issue 36).
      const bytes = await this.blobs.get(slip.image_key).catch((error: unknown) => {
        throw isBlobStoreUnavailable(error) ? storeUnavailableAnswer(apiMessages.imageUnavailable) : error;
      });
      if (bytes === null) continue;
      const name = `slips/slip-${slip.id}.${slip.image_key.split('.').pop() ?? 'jpg'}`;
      zip.file(name, bytes, { date: at });
      images.push(name);
    }
    const document = {
      exported_at: at.toISOString(),
      about:
        'ข้อมูลทั้งหมดที่ระบบของชาปเตอร์เก็บเกี่ยวกับคุณ แยกตามตาราง ตามที่เก็บในฐานข้อมูล (จำนวนเงินเป็นสตางค์) รูปสลิปอยู่ในโฟลเดอร์ slips',
      slip_images: images,
      tables,
    };
    zip.file('data.json', JSON.stringify(document, null, 2), { date: at });
    await writeAudit(this.db, {
      actorId: memberId,
      action: 'privacy.export',
      subjectType: 'member',
      subjectId: memberId,
      details: { images: images.length },
      ip: address,
    });
    const day = at.toISOString().slice(0, 10);
    return {
      fileName: `my-data-${day}.zip`,
      zip: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
    };
  }
}
