import type { TPublicProfileResponse } from '@chapter/contract/members';
import { formatThaiPhone } from '@chapter/contract/phone';
import { websiteUrl } from '@chapter/contract/website';

/**
 * The public business card /nc/{id} as a finished HTML page (ADR 21): no script, one request, so a
 * card opened from a LINE chat on mobile data shows at once, and LINE's link preview reads the
 * name and company from its meta tags. The texts are the card's labels of the web app (ADR 9).
 */
export const cardTexts = {
  pageTitle: (name: string) => `${name} | นามบัตรดิจิทัล`,
  description: (company: string | null) => (company ? `นามบัตรดิจิทัล · ${company}` : 'นามบัตรดิจิทัล'),
  pictureAlt: (name: string) => `รูปโปรไฟล์ของ ${name}`,
  saveContact: 'บันทึกรายชื่อ',
  sendMail: 'ส่งอีเมล',
  call: 'โทร',
  detailsLabel: 'ข้อมูลติดต่อ',
  name: 'ชื่อ',
  company: 'บริษัท',
  position: 'ตำแหน่ง',
  phone: 'โทรศัพท์',
  email: 'อีเมล',
  website: 'เว็บไซต์',
  notGiven: 'ไม่ได้ระบุ',
} as const;

/** What a card link can meet instead of a card: each is a page of its own, never the API's JSON (issue 36). */
export type CardNotice = 'notFound' | 'tooMany' | 'badLink' | 'busy' | 'unavailable' | 'failed';

export const cardNotices: Record<CardNotice, { title: string; message: string }> = {
  notFound: { title: 'ไม่พบนามบัตร', message: 'ไม่พบนามบัตรนี้ ลิงก์อาจไม่ถูกต้อง หรือสมาชิกไม่ได้ใช้งานแล้ว' },
  tooMany: { title: 'เปิดนามบัตรบ่อยเกินไป', message: 'มีการเปิดนามบัตรบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่' },
  badLink: {
    title: 'ลิงก์นามบัตรไม่ถูกต้อง',
    message: 'ลิงก์นี้ไม่ใช่ลิงก์นามบัตร กรุณาตรวจสอบลิงก์อีกครั้ง หรือขอลิงก์ใหม่จากเจ้าของนามบัตร',
  },
  busy: {
    title: 'ยังเปิดนามบัตรไม่ได้ในขณะนี้',
    message: 'ขณะนี้มีผู้ใช้งานจำนวนมาก กรุณารอสักครู่แล้วเปิดลิงก์นี้อีกครั้ง',
  },
  unavailable: {
    title: 'ยังเปิดนามบัตรไม่ได้ในขณะนี้',
    message: 'ระบบขัดข้องชั่วคราว กรุณารอสักครู่แล้วเปิดลิงก์นี้อีกครั้ง',
  },
  failed: { title: 'เปิดนามบัตรไม่ได้', message: 'เกิดข้อผิดพลาดภายในระบบ กรุณาลองใหม่อีกครั้ง' },
};

/** A grey silhouette for members without a picture, inline so it costs no request. */
const DEFAULT_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#e9ecef"/><circle cx="60" cy="46" r="22" fill="#adb5bd"/><path d="M18 112c4-24 22-38 42-38s38 14 42 38z" fill="#adb5bd"/></svg>',
)}`;

/*
 * A button label never breaks inside a word (Thai has no spaces to break at): the buttons take their
 * labels' widths and the row wraps instead. On a phone each label sits above its value, so a website
 * or an email has the card’s whole width before it has to break.
 */
const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Thai",sans-serif;color:#212529;background:#f8f9fa;line-height:1.55}
main{max-width:482px;margin:0 auto;padding:24px 16px}.card{width:100%;max-width:450px;margin:0 auto;display:flex;flex-direction:column;align-items:center;gap:20px}
.picture{width:128px;height:128px;border-radius:50%;object-fit:cover;background:#e9ecef}.who{text-align:center;overflow-wrap:anywhere}
h1{font-size:1.625rem;line-height:1.3;margin:0 0 4px}.muted{color:#5c636a}.company{font-weight:500}
.actions{display:flex;flex-wrap:wrap;gap:8px;width:100%}.actions a,.actions span{flex:1 1 auto;white-space:nowrap;display:flex;align-items:center;justify-content:center;min-height:44px;padding:0 12px;border-radius:8px;font-weight:600;text-decoration:none;font-size:.95rem}
.primary{background:#087f5b;color:#fff}.light{background:#e6fcf5;color:#087f5b}.disabled{background:#f1f3f5;color:#868e96}
.details{width:100%}.tel{white-space:nowrap}
dl{width:100%;margin:0;padding:16px;display:grid;grid-template-columns:auto 1fr;gap:8px 16px;background:#fff;border:1px solid #dee2e6;border-radius:8px}
dt{color:#5c636a;font-size:.875rem;line-height:24px}dd{margin:0;line-height:24px;overflow-wrap:anywhere}dd.empty{color:#6c757d}a{color:#0b7285}
@media (max-width:420px){dl{grid-template-columns:1fr;gap:0}dt{margin-top:10px}dt:first-child{margin-top:0}}
.notice{max-width:450px;margin:48px auto;padding:16px;text-align:center}`;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.ico" sizes="48x48">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)}</title>
${head}<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** One line of the details; an empty field says so in grey rather than leaving a gap. */
function row(label: string, html: string | null): string {
  return `<dt>${escapeHtml(label)}</dt>${html ? `<dd>${html}</dd>` : `<dd class="empty">${cardTexts.notGiven}</dd>`}`;
}

export function renderCardPage(card: TPublicProfileResponse, links: { vCard: string; page: string }): string {
  const t = cardTexts;
  const name = escapeHtml(card.full_name);
  const email = card.email ? escapeHtml(card.email) : null;
  const mailto = card.email ? `mailto:${encodeURIComponent(card.email).replace(/%40/g, '@')}` : null;
  // Null when the member leaves it off: then no call button and no tel: link anywhere on the page.
  const tel = card.tel ? `tel:${encodeURIComponent(card.tel)}` : null;
  const website = websiteUrl(card.website);
  const picture = card.liff_picture_url ?? DEFAULT_PICTURE;

  const head = [
    `<meta name="description" content="${escapeHtml(t.description(card.company))}">`,
    `<meta property="og:type" content="profile">`,
    `<meta property="og:title" content="${name}">`,
    `<meta property="og:description" content="${escapeHtml(t.description(card.company))}">`,
    `<meta property="og:url" content="${escapeHtml(links.page)}">`,
    ...(card.liff_picture_url ? [`<meta property="og:image" content="${escapeHtml(card.liff_picture_url)}">`] : []),
    // A card is found through the link its member shares, not through search engines.
    '<meta name="robots" content="noindex">',
    '',
  ].join('\n');

  const body = `<main>
<article class="card" data-testid="business-card">
<img class="picture" src="${escapeHtml(picture)}" alt="${escapeHtml(t.pictureAlt(card.full_name))}" width="128" height="128">
<div class="who">
<h1>${name}</h1>
${email ? `<div class="muted">${email}</div>` : ''}
${card.company ? `<div class="company">${escapeHtml(card.company)}</div>` : ''}
</div>
<div class="actions">
<a class="primary" href="${escapeHtml(links.vCard)}" download>${t.saveContact}</a>
${mailto ? `<a class="light" href="${escapeHtml(mailto)}">${t.sendMail}</a>` : `<span class="disabled" aria-disabled="true">${t.sendMail}</span>`}
${tel ? `<a class="light" href="${escapeHtml(tel)}">${t.call}</a>` : `<span class="disabled" aria-disabled="true">${t.call}</span>`}
</div>
<section class="details" aria-label="${t.detailsLabel}">
<dl>
${row(t.name, name)}
${row(t.company, card.company ? escapeHtml(card.company) : null)}
${row(t.position, card.position ? escapeHtml(card.position) : null)}
${row(t.phone, tel && card.tel ? `<a class="tel" href="${escapeHtml(tel)}">${escapeHtml(formatThaiPhone(card.tel))}</a>` : null)}
${row(t.email, email && mailto ? `<a href="${escapeHtml(mailto)}">${email}</a>` : null)}
${row(t.website, website ? `<a href="${escapeHtml(website)}" target="_blank" rel="noopener noreferrer">${escapeHtml(card.website ?? '')}</a>` : null)}
</dl>
</section>
</article>
</main>`;
  return page(t.pageTitle(card.full_name), head, body);
}

/** Anything but the card (an unknown id, too many requests, a busy or failing server): a plain notice, no member data. */
export function renderCardNotice(notice: CardNotice): string {
  const { title, message } = cardNotices[notice];
  return page(
    title,
    '<meta name="robots" content="noindex">\n',
    // The alert inside the main landmark: role="alert" on <main> itself would take the landmark away.
    `<main class="notice"><div role="alert"><h1>${title}</h1><p>${message}</p></div></main>`,
  );
}
