import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('gives a Thai name as UTF-8 filename* and an ASCII fallback', () => {
    expect(contentDisposition('attachment', 'สมชาย รักงาน.vcf', 'contact.vcf')).toBe(
      'attachment; filename="contact.vcf"; filename*=UTF-8\'\'%E0%B8%AA%E0%B8%A1%E0%B8%8A%E0%B8%B2%E0%B8%A2%20%E0%B8%A3%E0%B8%B1%E0%B8%81%E0%B8%87%E0%B8%B2%E0%B8%99.vcf',
    );
  });

  it('keeps the ASCII part of a mixed name and escapes what RFC 5987 forbids', () => {
    expect(contentDisposition('attachment', "John O'Neil (สาขา).vcf", 'contact.vcf')).toBe(
      "attachment; filename=\"John O'Neil ().vcf\"; filename*=UTF-8''John%20O%27Neil%20%28%E0%B8%AA%E0%B8%B2%E0%B8%82%E0%B8%B2%29.vcf",
    );
  });

  it('drops quotes, slashes and control characters, so the header cannot be broken', () => {
    const header = contentDisposition('attachment', 'a"b/c\\d\r\nX-Evil: 1.vcf', 'contact.vcf');
    expect(header).toBe('attachment; filename="abcdX-Evil 1.vcf"; filename*=UTF-8\'\'abcdX-Evil%201.vcf');
  });
});
