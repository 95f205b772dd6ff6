import { apiRoutes } from '@chapter/contract/routes';
import type { TVisit } from '@chapter/contract/visitors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configFixture } from '../../../test/fixtures.ts';
import { answer, answerError, type MockReply, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { registeredVisitFixture, VISIT_PATH, VISIT_TOKEN } from '../testing/visit-fixtures.ts';
import { VisitPage } from './visit-page.tsx';

// The first bytes of a PNG: enough for a file the browser reads as image/png.
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngDataUrl = `data:image/png;base64,${btoa(String.fromCharCode(...pngBytes))}`;

const refusedSlip = {
  id: 41,
  created: '2099-03-01T03:15:00Z',
  amount: 600,
  status: 'refused',
  refusal_reason: 'ยอดในสลิปไม่ตรงกับค่าเข้าร่วม',
} as const;

function renderVisit() {
  return renderRoutes([{ path: '/visit', element: <VisitPage /> }], VISIT_PATH);
}

/** The link's server: GET answers `visits` in turn (the last one again); the POSTs as given. */
function visitServer(visits: TVisit[], posts: { slip?: MockReply; door?: MockReply } = {}) {
  let gets = 0;
  return mockApi({
    'GET /api/config/': answer(apiRoutes.config, configFixture()),
    'GET /api/visit/': () => answer(apiRoutes.visit, visits[Math.min(gets++, visits.length - 1)] as TVisit),
    ...(posts.slip && { 'POST /api/visit/slip/': posts.slip }),
    ...(posts.door && { 'POST /api/visit/pay-at-door/': posts.door }),
  });
}

const visitGets = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.url === '/api/visit/').length;

describe('a registered visitor paying their fee', () => {
  it('shows where they stand, what they owe, and the PromptPay QR for exactly that', async () => {
    visitServer([registeredVisitFixture()]);
    renderVisit();

    expect(await screen.findByTestId('visit-status')).toHaveTextContent('รอชำระเงิน');
    expect(screen.getByText('วิไล มาเยือน (วิไลดีไซน์)')).toBeInTheDocument();
    expect(screen.getByTestId('visit-owed')).toHaveTextContent('ยอดที่ต้องชำระ 650.00 บาท');
    expect(screen.getByRole('img', { name: 'QR พร้อมเพย์สำหรับโอน 650.00 บาท' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(screen.getByText('พร้อมเพย์ 081-234-5678')).toBeInTheDocument();
    expect(screen.getByText('ชื่อบัญชี ชาปเตอร์สาธิต')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'อัปโหลดสลิป' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ชำระเงินสดที่หน้างาน' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ลงทะเบียน' })).not.toBeInTheDocument();
  });

  it('sends a slip with the image and the amount, and shows the answer as the page', async () => {
    const user = userEvent.setup();
    const waiting = registeredVisitFixture({
      status: 'slip_waiting',
      can_send_slip: false,
      slips: [{ id: 42, created: '2099-03-02T01:00:00Z', amount: 650, status: 'waiting', refusal_reason: null }],
    });
    const api = visitServer([registeredVisitFixture()], { slip: answer(apiRoutes.visitSlip, waiting) });
    renderVisit();

    await screen.findByRole('button', { name: 'อัปโหลดสลิป' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File([pngBytes], 'slip.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยอดเงินที่โอน' });
    expect(within(dialog).getByRole('textbox', { name: /ยอดเงินที่โอน/ })).toHaveValue('650');
    await user.click(within(dialog).getByRole('button', { name: 'ส่งสลิป' }));

    expect(await screen.findByText('ส่งสลิปแล้ว รอเจ้าหน้าที่ตรวจสอบ')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/visit/slip/');
    expect(post?.params).toEqual({ visit: VISIT_TOKEN });
    expect(post?.body).toEqual({ image: pngDataUrl, amount: 650 });
    expect(await screen.findByTestId('visit-status')).toHaveTextContent('สลิปรอตรวจสอบ');
    // A slip waiting: the QR stands behind the guard, and neither another slip nor the door is offered.
    expect(screen.getByTestId('pending-slip')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR พร้อมเพย์/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'อัปโหลดสลิป' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ชำระเงินสดที่หน้างาน' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('visit-slip')).getByText('รอตรวจสอบ')).toBeInTheDocument();
    expect(visitGets(api.calls)).toBe(1);
  });

  it('a refused slip shows its reason, and the upload and the door are offered again', async () => {
    visitServer([registeredVisitFixture({ status: 'refused', slips: [refusedSlip], can_send_slip: true })]);
    renderVisit();

    expect(await screen.findByTestId('visit-status')).toHaveTextContent('สลิปถูกปฏิเสธ');
    const slip = screen.getByTestId('visit-slip');
    expect(slip).toHaveTextContent('ส่งเมื่อ 01/03/2099 10:15');
    expect(slip).toHaveTextContent('600.00 บาท');
    expect(within(slip).getByText('ถูกปฏิเสธ')).toBeInTheDocument();
    expect(slip).toHaveTextContent('เหตุผล: ยอดในสลิปไม่ตรงกับค่าเข้าร่วม');
    expect(screen.getByRole('button', { name: 'อัปโหลดสลิป' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ชำระเงินสดที่หน้างาน' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR พร้อมเพย์สำหรับโอน 650.00 บาท' })).toBeInTheDocument();
  });

  it('choosing to pay at the door saves it and shows the answer, the slip still possible', async () => {
    const user = userEvent.setup();
    const atDoor = registeredVisitFixture({ status: 'pay_at_door' });
    const api = visitServer([registeredVisitFixture()], { door: answer(apiRoutes.visitPayAtDoor, atDoor) });
    renderVisit();

    await user.click(await screen.findByRole('button', { name: 'ชำระเงินสดที่หน้างาน' }));

    expect(await screen.findByText('บันทึกแล้ว: คุณจะชำระเงินสดที่หน้างาน')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.params).toEqual({ visit: VISIT_TOKEN });
    await waitFor(() => expect(screen.getByTestId('visit-status')).toHaveTextContent('ชำระที่หน้างาน'));
    expect(screen.queryByRole('button', { name: 'ชำระเงินสดที่หน้างาน' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'อัปโหลดสลิป' })).toBeInTheDocument();
    expect(visitGets(api.calls)).toBe(1);
  });

  it('once paid, nothing is asked for', async () => {
    visitServer([
      registeredVisitFixture(
        {
          status: 'paid',
          owed: 0,
          can_send_slip: false,
          slips: [{ ...refusedSlip, id: 43, amount: 650, status: 'accepted', refusal_reason: null }],
        },
        { promptpay: null },
      ),
    ]);
    renderVisit();

    expect(await screen.findByTestId('visit-status')).toHaveTextContent('ชำระแล้ว');
    expect(screen.queryByTestId('visit-owed')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR พร้อมเพย์/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'อัปโหลดสลิป' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ชำระเงินสดที่หน้างาน' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('visit-slip')).getByText('ตรวจสอบแล้ว')).toBeInTheDocument();
  });

  it('without a PromptPay id for the chapter, the door is the way to pay', async () => {
    visitServer([registeredVisitFixture({}, { promptpay: null })]);
    renderVisit();
    expect(await screen.findByText('ชาปเตอร์ยังไม่ได้ตั้งค่าพร้อมเพย์ กรุณาชำระเงินสดที่หน้างาน')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ชำระเงินสดที่หน้างาน' })).toBeInTheDocument();
  });

  it('a link that expired meanwhile: the API’s message, then the page says the link is no longer usable', async () => {
    const user = userEvent.setup();
    const expired = 'ลิงก์เชิญไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอลิงก์ใหม่จากสมาชิกที่เชิญคุณ';
    let gets = 0;
    mockApi({
      'GET /api/config/': answer(apiRoutes.config, configFixture()),
      'GET /api/visit/': () =>
        gets++ === 0 ? answer(apiRoutes.visit, registeredVisitFixture()) : answerError(404, { detail: expired }),
      'POST /api/visit/pay-at-door/': answerError(404, { detail: expired }),
    });
    renderVisit();

    await user.click(await screen.findByRole('button', { name: 'ชำระเงินสดที่หน้างาน' }));

    expect(await screen.findByTestId('visit-link-problem')).toHaveTextContent(expired);
    expect(screen.queryByText(/not found/)).not.toBeInTheDocument();
  });
});
