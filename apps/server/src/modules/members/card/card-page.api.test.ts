import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { htmlProblems } from '../../../../test/valid-html.ts';

describe('the business card page /nc/{id}', () => {
  let t: TestApp;
  let somchai: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    t = await startTestApp();
    somchai = await createMember(t.db, {
      phone: '0822222222',
      firstName: 'สมชาย',
      lastName: 'รักงาน',
      email: 'somchai@example.com',
      company: 'บริษัท รักงาน เทรดดิ้ง จำกัด',
      position: 'กรรมการผู้จัดการ',
      website: 'rakngan.co.th',
      pictureUrl: 'https://profile.line-scdn.net/abc',
    });
  });
  afterAll(() => t.close());

  it('is a finished HTML page without a script: picture, name, the three actions and every field', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/nc/${somchai.publicCardId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // The same security headers as the app's pages; a card changes whenever its member edits it.
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).not.toContain('<script');
    expect(html).toContain('<title>สมชาย รักงาน | นามบัตรดิจิทัล</title>');
    expect(html).toContain('<h1>สมชาย รักงาน</h1>');
    expect(html).toContain('src="https://profile.line-scdn.net/abc" alt="รูปโปรไฟล์ของ สมชาย รักงาน"');
    expect(html).toContain(`href="/api/member/vcard/${somchai.publicCardId}/" download>บันทึกรายชื่อ</a>`);
    expect(html).toContain('href="mailto:somchai@example.com">ส่งอีเมล</a>');
    expect(html).toContain('href="tel:0822222222">โทร</a>');
    expect(html).toContain('<dt>ตำแหน่ง</dt><dd>กรรมการผู้จัดการ</dd>');
    // Kept on one line by CSS: a copied number is still the digits a dialler reads.
    expect(html).toContain('<a class="tel" href="tel:0822222222">082-222-2222</a>');
    // The app's icon, so the browser does not ask for a /favicon.ico of its own accord.
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    // A website typed without its scheme still becomes a link.
    expect(html).toContain(
      '<a href="https://rakngan.co.th/" target="_blank" rel="noopener noreferrer">rakngan.co.th</a>',
    );
    // LINE's link preview reads these.
    expect(html).toContain('<meta property="og:title" content="สมชาย รักงาน">');
    expect(html).toContain('<meta property="og:description" content="นามบัตรดิจิทัล · บริษัท รักงาน เทรดดิ้ง จำกัด">');
    expect(await htmlProblems(html)).toEqual([]);
  });

  it('shows empty fields as not given and the default picture when there is none', async () => {
    const bare = await createMember(t.db, { phone: '0844444444', firstName: 'สุดา', lastName: 'ใจงาม' });
    const html = (await t.app.inject({ method: 'GET', url: `/nc/${bare.publicCardId}` })).body;
    expect(html).toContain('<dt>ตำแหน่ง</dt><dd class="empty">ไม่ได้ระบุ</dd>');
    expect(html).toContain('<dt>เว็บไซต์</dt><dd class="empty">ไม่ได้ระบุ</dd>');
    expect(html).toContain('src="data:image/svg+xml,');
    expect(html).toContain('<span class="disabled" aria-disabled="true">ส่งอีเมล</span>');
    expect(html).not.toContain('og:image');
    expect(await htmlProblems(html)).toEqual([]);
  });

  it('writes what members typed as text, never as markup, and never links a script URL', async () => {
    const mallory = await createMember(t.db, {
      phone: '0855555555',
      firstName: '<script>alert(1)</script>',
      lastName: '"onload="x',
      company: 'A & B <b>',
      website: 'javascript:alert(1)',
    });
    const html = (await t.app.inject({ method: 'GET', url: `/nc/${mallory.publicCardId}` })).body;
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;onload=&quot;x');
    expect(html).toContain('A &amp; B &lt;b&gt;');
    expect(html).not.toContain('javascript:');
  });

  it('answers 404 with a notice and no member data for an unknown id, a row number, or an inactive member', async () => {
    const inactive = await createMember(t.db, { phone: '0866666666', firstName: 'ไม่ใช้งาน', active: false });
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', String(somchai.id), inactive.publicCardId]) {
      const response = await t.app.inject({ method: 'GET', url: `/nc/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<title>ไม่พบนามบัตร</title>');
      expect(response.body).toContain('ไม่พบนามบัตรนี้');
      // Never kept: the member may turn their card back on.
      expect(response.headers['cache-control']).toBe('no-store');
      // A main landmark that stays one (a role on <main> would replace it), the alert inside it.
      expect(response.body).toMatch(/<main class="notice"><div role="alert">/);
      expect(response.body).not.toContain('ไม่ใช้งาน');
      expect(response.body).not.toContain('สมชาย');
      expect(await htmlProblems(response.body)).toEqual([]);
    }
  });
});
