import { apiRoutes } from '@chapter/contract/routes';
import type { TVisit } from '@chapter/contract/visitors';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configFixture } from '../../../test/fixtures.ts';
import { answer, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { registeredVisitFixture, VISIT_PATH, VISIT_TOKEN, visitFixture } from '../testing/visit-fixtures.ts';
import { VisitPage } from './visit-page.tsx';

function renderVisit(visit: TVisit) {
  const api = mockApi({
    'GET /api/config/': answer(apiRoutes.config, configFixture()),
    'GET /api/visit/': answer(apiRoutes.visit, visit),
    'POST /api/visit/check-in-code/': answer(apiRoutes.visitCheckInCode, {
      code: 'B3C4D5E6F7',
      expires: '2099-03-04T23:33:00Z',
      meeting: { id: 70, name: 'ประชุมประจำสัปดาห์', starts: '2099-03-04T23:30:00Z' },
      checked_in: false,
    }),
  });
  renderRoutes([{ path: '/visit', element: <VisitPage /> }], VISIT_PATH);
  return api;
}

const section = () => screen.queryByRole('region', { name: 'โค้ดเช็กอินหน้างาน' });

describe("a visitor's check-in code at the door", () => {
  it('once registered, the page offers the code and shows it on request, asked for through their link', async () => {
    const user = userEvent.setup();
    const api = renderVisit(registeredVisitFixture({ status: 'paid', owed: 0 }));

    await screen.findByTestId('visit-status');
    const codeSection = section() as HTMLElement;
    expect(within(codeSection).getByText('แสดงโค้ดนี้ให้ทีมต้อนรับสแกนที่หน้างาน')).toBeInTheDocument();
    // A code replaces the last one and lasts minutes: it is made only when asked for.
    expect(api.calls.some((call) => call.url === '/api/visit/check-in-code/')).toBe(false);

    await user.click(within(codeSection).getByRole('button', { name: 'แสดงโค้ดเช็กอิน' }));

    expect(await within(codeSection).findByRole('img', { name: 'QR โค้ดเช็กอิน B3C4D-5E6F7' })).toBeInTheDocument();
    expect(within(codeSection).getByText('ใช้ได้ถึง 06:33')).toBeInTheDocument();
    const ask = api.calls.find((call) => call.url === '/api/visit/check-in-code/');
    expect(ask).toMatchObject({ method: 'POST', params: { visit: VISIT_TOKEN } });
  });

  it('a visitor who still owes the fee sees the code too, above the ways to pay', async () => {
    renderVisit(registeredVisitFixture());
    await screen.findByTestId('visit-owed');
    expect(section()).toBeInTheDocument();
  });

  it('a link nobody has registered through yet offers no code', async () => {
    renderVisit(visitFixture());
    await screen.findByRole('button', { name: 'ลงทะเบียน' });
    expect(section()).not.toBeInTheDocument();
  });

  it('a cancelled registration offers no code', async () => {
    renderVisit(registeredVisitFixture({ status: 'cancelled', owed: 0 }));
    await screen.findByTestId('visit-status');
    expect(section()).not.toBeInTheDocument();
  });
});
