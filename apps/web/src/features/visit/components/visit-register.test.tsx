import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { configFixture } from '../../../test/fixtures.ts';
import { answer, answerError, type MockReply, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { registeredVisitFixture, VISIT_PATH, VISIT_TOKEN, visitFixture } from '../testing/visit-fixtures.ts';

const config = answer(apiRoutes.config, configFixture());

/** The app's own routes: /visit is outside the token guard, so nobody is sent to /login. */
function renderVisit(path = VISIT_PATH) {
  return renderRoutes(routes, path);
}

/** The link's server: GET answers `visits` in turn (the last one again), POST register answers `register`. */
function visitServer(visits: MockReply[], register?: MockReply) {
  let gets = 0;
  return mockApi({
    'GET /api/config/': config,
    'GET /api/visit/': () => visits[Math.min(gets++, visits.length - 1)] as MockReply,
    'POST /api/visit/register/': register ?? answer(apiRoutes.visitRegister, registeredVisitFixture()),
  });
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /^ชื่อ/ }), 'วิไล');
  await user.type(screen.getByRole('textbox', { name: /^นามสกุล/ }), 'มาเยือน');
  await user.type(screen.getByRole('textbox', { name: /^บริษัท/ }), 'วิไลดีไซน์');
  await user.type(screen.getByRole('textbox', { name: /^ประเภทธุรกิจ/ }), 'ออกแบบภายใน');
  await user.type(screen.getByRole('textbox', { name: /^เบอร์โทรศัพท์/ }), '081-234-5678');
}

const agreeBox = () => screen.getByRole('checkbox', { name: /ข้าพเจ้าได้อ่านและยอมรับ/ });
const registerButton = () => screen.getByRole('button', { name: 'ลงทะเบียน' });

describe('a visitor opening their invitation', () => {
  it('shows the meeting, the visitors’ notice and the form, with no account and no token', async () => {
    const api = visitServer([answer(apiRoutes.visit, visitFixture())]);
    const { router } = renderVisit();

    expect(await screen.findByRole('heading', { name: 'ประชุมประจำสัปดาห์' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'คำเชิญเข้าร่วมประชุม' })).toBeInTheDocument();
    expect(screen.getByText('วันที่ 05/03/2099')).toBeInTheDocument();
    expect(screen.getByText('เวลา 06:30–09:00')).toBeInTheDocument();
    expect(screen.getByText('สถานที่ โรงแรมริเวอร์ไซด์ ห้องจันทรา')).toBeInTheDocument();
    expect(screen.getByTestId('visit-fee')).toHaveTextContent('ค่าเข้าร่วมสำหรับผู้เยี่ยมชม 650.00 บาท');
    expect(screen.getByText('เชิญโดย สมชาย ใจดี')).toBeInTheDocument();
    expect(screen.getByText('ชาปเตอร์ Demo Chapter')).toBeInTheDocument();
    // The notice as the chapter wrote it, line breaks kept.
    expect(screen.getByTestId('visit-notice-body').textContent).toBe(
      'ชาปเตอร์เก็บชื่อ บริษัท และเบอร์โทรศัพท์ของคุณ\nเพื่อการลงทะเบียนและการติดต่อกลับ',
    );
    expect(screen.getByText('ฉบับที่ 3')).toBeInTheDocument();
    expect(agreeBox()).not.toBeChecked();

    expect(router.state.location.pathname).toBe('/visit');
    const get = api.calls.find((call) => call.url === '/api/visit/');
    expect(get?.params).toEqual({ visit: VISIT_TOKEN });
    expect(get?.authorization).toBeNull();
  });

  it('registering sends what was typed with the notice version agreed to, then shows the registration', async () => {
    const user = userEvent.setup();
    const api = visitServer([answer(apiRoutes.visit, visitFixture())]);
    renderVisit();

    await fillForm(user);
    await user.click(agreeBox());
    await user.click(registerButton());

    expect(await screen.findByText('ลงทะเบียนเรียบร้อยแล้ว')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/visit/register/');
    expect(post?.params).toEqual({ visit: VISIT_TOKEN });
    expect(post?.body).toEqual({
      notice_version: 3,
      first_name: 'วิไล',
      last_name: 'มาเยือน',
      company: 'วิไลดีไซน์',
      business_category: 'ออกแบบภายใน',
      phone: '081-234-5678',
    });
    // The answer is the page: no second GET to show it.
    expect(await screen.findByTestId('visit-status')).toHaveTextContent('รอชำระเงิน');
    expect(screen.queryByRole('button', { name: 'ลงทะเบียน' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.url === '/api/visit/' && call.method === 'GET')).toHaveLength(1);
  });

  it('sends nothing until the notice is agreed to and every field is filled', async () => {
    const user = userEvent.setup();
    const api = visitServer([answer(apiRoutes.visit, visitFixture())]);
    renderVisit();

    await user.click(await screen.findByRole('button', { name: 'ลงทะเบียน' }));

    expect(await screen.findByText('กรุณาอ่านและยอมรับประกาศความเป็นส่วนตัวก่อนลงทะเบียน')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกชื่อ')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกนามสกุล')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกชื่อบริษัท')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกประเภทธุรกิจ')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกเบอร์โทรศัพท์')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s field messages under their fields', async () => {
    const user = userEvent.setup();
    const phoneMessage = 'หมายเลขโทรศัพท์ไม่ถูกต้อง กรุณากรอกเบอร์มือถือ 10 หลัก';
    const categoryMessage = 'ข้อความยาวเกิน 200 ตัวอักษร';
    visitServer(
      [answer(apiRoutes.visit, visitFixture())],
      answerError(400, { phone: [phoneMessage], business_category: [categoryMessage] }),
    );
    renderVisit();

    await fillForm(user);
    await user.click(agreeBox());
    await user.click(registerButton());

    const phone = screen.getByRole('textbox', { name: /^เบอร์โทรศัพท์/ });
    await waitFor(() => expect(phone).toHaveAccessibleDescription(phoneMessage));
    expect(screen.getByRole('textbox', { name: /^ประเภทธุรกิจ/ })).toHaveAccessibleDescription(
      expect.stringContaining(categoryMessage),
    );
    // Still the form, with what was typed.
    expect(phone).toHaveValue('081-234-5678');
  });

  it('a notice published while the visitor read: the API says so, the new one shows and must be agreed to again', async () => {
    const user = userEvent.setup();
    const changed = 'นโยบายความเป็นส่วนตัวเพิ่งมีการปรับปรุง กรุณาอ่านฉบับล่าสุดแล้วกดยอมรับอีกครั้ง';
    const newer = visitFixture({ notice: { version: 4, text: 'ฉบับปรับปรุง: ชาปเตอร์เก็บข้อมูลของคุณ 1 ปี' } });
    visitServer(
      [answer(apiRoutes.visit, visitFixture()), answer(apiRoutes.visit, newer)],
      answerError(409, { detail: changed }),
    );
    renderVisit();

    await fillForm(user);
    await user.click(agreeBox());
    await user.click(registerButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(changed);
    expect(await screen.findByText('ฉบับปรับปรุง: ชาปเตอร์เก็บข้อมูลของคุณ 1 ปี')).toBeInTheDocument();
    expect(agreeBox()).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /^ชื่อ/ })).toHaveValue('วิไล');
  });

  it('says registration is not open while the chapter has no visitors’ notice', async () => {
    visitServer([answer(apiRoutes.visit, visitFixture({ notice: null }))]);
    renderVisit();

    expect(await screen.findByTestId('visit-not-open')).toHaveTextContent(
      'ชาปเตอร์ยังไม่ได้ประกาศความเป็นส่วนตัวสำหรับผู้เยี่ยมชม',
    );
    expect(screen.queryByRole('button', { name: 'ลงทะเบียน' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('a link that cannot be used', () => {
  const expired = 'ลิงก์เชิญไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอลิงก์ใหม่จากสมาชิกที่เชิญคุณ';

  it('an expired link shows the API’s message as the page, even for a signed-in member: no login', async () => {
    localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
    visitServer([answerError(404, { detail: expired })]);
    const { router } = renderVisit();

    const problem = await screen.findByTestId('visit-link-problem');
    expect(problem).toHaveTextContent(expired);
    expect(screen.getByRole('heading', { name: 'ใช้ลิงก์เชิญนี้ไม่ได้' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ลองอีกครั้ง' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/visit');
  });

  it('a malformed link shows the API’s message for the link itself', async () => {
    visitServer([answerError(400, { visit: [expired] })]);
    renderVisit('/visit?visit=short');
    expect(await screen.findByTestId('visit-link-problem')).toHaveTextContent(expired);
    expect(screen.getByTestId('visit-link-problem')).not.toHaveTextContent('(visit)');
  });

  it('a link without its token says so without asking the server', async () => {
    const api = visitServer([answer(apiRoutes.visit, visitFixture())]);
    renderVisit('/visit');
    expect(await screen.findByTestId('visit-link-problem')).toHaveTextContent(expired);
    expect(api.calls.some((call) => call.url === '/api/visit/')).toBe(false);
  });

  it('too many requests: the API’s message, and the page can be asked for again', async () => {
    const user = userEvent.setup();
    const busy = 'มีการเรียกใช้งานบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่';
    visitServer([answerError(429, { detail: busy }), answer(apiRoutes.visit, visitFixture())]);
    renderVisit();

    const alert = await screen.findByText(busy);
    expect(screen.queryByTestId('visit-link-problem')).not.toBeInTheDocument();
    await user.click(
      within(alert.closest('[role="alert"]') ?? document.body).getByRole('button', { name: 'ลองอีกครั้ง' }),
    );
    expect(await screen.findByRole('heading', { name: 'ประชุมประจำสัปดาห์' })).toBeInTheDocument();
  });
});
