import { apiRoutes } from '@chapter/contract/routes';
import type { TVisit } from '@chapter/contract/visitors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configFixture } from '../../../test/fixtures.ts';
import { answer, answerError, type MockReply, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { substituteVisitFixture, VISIT_PATH, VISIT_TOKEN } from '../testing/visit-fixtures.ts';
import { VisitPage } from './visit-page.tsx';

function renderVisit() {
  return renderRoutes([{ path: '/visit', element: <VisitPage /> }], VISIT_PATH);
}

/** The link's server: GET answers `visits` in turn (the last one again), POST agree answers `agree`. */
function visitServer(visits: TVisit[], agree?: MockReply) {
  let gets = 0;
  return mockApi({
    'GET /api/config/': answer(apiRoutes.config, configFixture()),
    'GET /api/visit/': () => answer(apiRoutes.visit, visits[Math.min(gets++, visits.length - 1)] as TVisit),
    ...(agree && { 'POST /api/visit/agree/': agree }),
  });
}

const agreed = substituteVisitFixture({ needs_consent: false, can_send_slip: true });
const agreeBox = () => screen.getByRole('checkbox', { name: /ข้าพเจ้าได้อ่านและยอมรับ/ });
const agreeButton = () => screen.getByRole('button', { name: 'ยอมรับ' });
const visitGets = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.url === '/api/visit/').length;

function expectNoWayToPay() {
  expect(screen.queryByRole('img', { name: /QR พร้อมเพย์/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'อัปโหลดสลิป' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'ชำระเงินสดที่หน้างาน' })).not.toBeInTheDocument();
}

describe('a substitute who pays their own meal, opening the link the member sent', () => {
  it('names whose substitute they are and asks them to agree to the notice before any way to pay', async () => {
    visitServer([substituteVisitFixture()]);
    renderVisit();

    expect(await screen.findByText('ตัวแทนของ สมชาย ใจดี')).toBeInTheDocument();
    expect(screen.queryByText(/เชิญโดย/)).not.toBeInTheDocument();
    // The visitors' fee is not theirs: what they owe is under their registration.
    expect(screen.queryByTestId('visit-fee')).not.toBeInTheDocument();
    // The registration's part comes with its own code, after the meeting.
    expect(await screen.findByText('ปิยะพงษ์ แทนใจ (แทนใจการค้า)')).toBeInTheDocument();
    expect(screen.getByTestId('visit-owed')).toHaveTextContent('ยอดที่ต้องชำระ 300.00 บาท');
    expect(screen.getByText('กรุณาอ่านและยอมรับประกาศความเป็นส่วนตัวด้านล่างก่อน แล้วจึงชำระค่าอาหาร')).toBeInTheDocument();
    expect(screen.getByText(/สมาชิกที่ส่งคุณเป็นตัวแทนได้ลงทะเบียนชื่อและเบอร์โทรศัพท์ของคุณไว้แล้ว/)).toBeInTheDocument();
    expect(screen.getByTestId('visit-notice-body').textContent).toBe(
      'ชาปเตอร์เก็บชื่อ บริษัท และเบอร์โทรศัพท์ของคุณ\nเพื่อการลงทะเบียนและการติดต่อกลับ',
    );
    expect(screen.getByText('ฉบับที่ 3')).toBeInTheDocument();
    expect(agreeBox()).not.toBeChecked();
    expect(agreeButton()).toBeInTheDocument();
    // Nothing to fill in: the member gave who they are.
    expect(screen.queryByRole('button', { name: 'ลงทะเบียน' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expectNoWayToPay();
  });

  it('sends nothing until the box is ticked', async () => {
    const user = userEvent.setup();
    const api = visitServer([substituteVisitFixture()], answer(apiRoutes.visitAgree, agreed));
    renderVisit();

    await user.click(await screen.findByRole('button', { name: 'ยอมรับ' }));

    await waitFor(() => expect(agreeBox()).toHaveAccessibleDescription('กรุณาอ่านและยอมรับประกาศความเป็นส่วนตัวก่อนชำระเงิน'));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('agreeing sends the notice version read, then the QR, the slip and the door appear', async () => {
    const user = userEvent.setup();
    const api = visitServer([substituteVisitFixture()], answer(apiRoutes.visitAgree, agreed));
    renderVisit();

    await user.click(await screen.findByRole('checkbox', { name: /ข้าพเจ้าได้อ่านและยอมรับ/ }));
    await user.click(agreeButton());

    expect(await screen.findByText('บันทึกการยอมรับแล้ว ชำระค่าอาหารได้ด้านล่าง')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/visit/agree/');
    expect(post?.params).toEqual({ visit: VISIT_TOKEN });
    expect(post?.body).toEqual({ notice_version: 3 });
    // The answer is the page: no second GET to show it.
    expect(await screen.findByRole('img', { name: 'QR พร้อมเพย์สำหรับโอน 650.00 บาท' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'อัปโหลดสลิป' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ชำระเงินสดที่หน้างาน' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ยอมรับ' })).not.toBeInTheDocument();
    expect(screen.getByText('ตัวแทนของ สมชาย ใจดี')).toBeInTheDocument();
    expect(visitGets(api.calls)).toBe(1);
  });

  it('a notice published meanwhile: the API says so, the new one shows and must be agreed to again', async () => {
    const user = userEvent.setup();
    const changed = 'ประกาศความเป็นส่วนตัวเพิ่งมีการปรับปรุง กรุณาอ่านฉบับล่าสุดแล้วกดยอมรับอีกครั้ง';
    const newer = substituteVisitFixture({}, { notice: { version: 4, text: 'ฉบับปรับปรุง: ชาปเตอร์เก็บข้อมูลของคุณ 1 ปี' } });
    visitServer([substituteVisitFixture(), newer], answerError(409, { detail: changed }));
    renderVisit();

    await user.click(await screen.findByRole('checkbox', { name: /ข้าพเจ้าได้อ่านและยอมรับ/ }));
    await user.click(agreeButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(changed);
    expect(await screen.findByText('ฉบับปรับปรุง: ชาปเตอร์เก็บข้อมูลของคุณ 1 ปี')).toBeInTheDocument();
    expect(agreeBox()).not.toBeChecked();
    expectNoWayToPay();
  });

  it('with no visitors’ notice published, says so and offers no way to pay', async () => {
    visitServer([substituteVisitFixture({}, { notice: null })]);
    renderVisit();

    expect(await screen.findByTestId('visit-consent-no-notice')).toHaveTextContent(
      'ชาปเตอร์ยังไม่ได้ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม จึงยังชำระผ่านลิงก์นี้ไม่ได้',
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expectNoWayToPay();
  });

  it('once agreed, the page is a visitor’s with the substitute’s name for the host', async () => {
    visitServer([agreed]);
    renderVisit();

    expect(await screen.findByRole('img', { name: 'QR พร้อมเพย์สำหรับโอน 650.00 บาท' })).toBeInTheDocument();
    expect(screen.getByText('ตัวแทนของ สมชาย ใจดี')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
