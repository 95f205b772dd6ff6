import type { TCheckInCode } from '@chapter/contract/door';
import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { create } from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../lib/api-client.ts';
import { qrSquares } from '../lib/qr-code.ts';
import { answer, answerError, type MockReply, mockApi } from '../test/mock-api.ts';
import { renderRoutes } from '../test/render.tsx';
import { CHECK_IN_CODE_RENEW_BEFORE_MS, CheckInCode } from './check-in-code.tsx';

const PATH = '/api/meetings/70/check-in-code/';

/** A code as the server issues it: good for two minutes from now (05/03/2099 06:31 in Bangkok, say). */
function codeFixture(overrides: Partial<TCheckInCode> = {}): TCheckInCode {
  return {
    code: '7K2QDM9XPA',
    expires: '2099-03-04T23:33:00Z',
    meeting: { id: 70, name: 'ประชุมประจำสัปดาห์', starts: '2099-03-04T23:30:00Z' },
    checked_in: false,
    ...overrides,
  };
}

/** The server: each POST answers the next of `replies` (the last one again). */
function codeServer(replies: MockReply[]) {
  let asked = 0;
  const api = mockApi({ [`POST ${PATH}`]: () => replies[Math.min(asked++, replies.length - 1)] as MockReply });
  return { ...api, asks: () => api.calls.filter((call) => call.url === PATH).length };
}

const codeReply = (overrides: Partial<TCheckInCode> = {}) =>
  answer(apiRoutes.memberCheckInCode, codeFixture(overrides));

function renderCode() {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  return renderRoutes([
    {
      path: '/',
      element: (
        <CheckInCode
          queryKey={['check-in-code', 70]}
          request={() => apiRequest(apiRoutes.memberCheckInCode, { params: { id: '70' } })}
        />
      ),
    },
  ]);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a person's check-in code", () => {
  it('shows the code as a QR holding exactly the code, the code to type in two groups, and until when it works', async () => {
    codeServer([codeReply()]);
    renderCode();

    const qr = await screen.findByRole('img', { name: 'QR โค้ดเช็กอิน 7K2QD-M9XPA' });
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrSquares(create, '7K2QDM9XPA').path);
    expect(screen.getByTestId('check-in-code-text')).toHaveTextContent(/^7K2QD-M9XPA$/);
    expect(screen.getByText('ใช้ได้ถึง 06:33')).toBeInTheDocument();
    expect(screen.getByText('ประชุมประจำสัปดาห์ · 05/03/2099 06:30')).toBeInTheDocument();
  });

  it('asks for the next code 20 seconds before this one runs out, and shows it', async () => {
    // Only this component's own timer needs the clock moved; time still flows for everything else.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const server = codeServer([codeReply(), codeReply({ code: 'B3C4D5E6F7', expires: '2099-03-04T23:35:00Z' })]);
    renderCode();
    await screen.findByText('7K2QD-M9XPA');

    // Two seconds before the renewal nothing has been asked (a margin for the time the test itself takes)...
    await act(() => vi.advanceTimersByTimeAsync(120_000 - CHECK_IN_CODE_RENEW_BEFORE_MS - 2_000));
    expect(server.asks()).toBe(1);
    // ...and two seconds later it has: the bound is the margin, not a wait.
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(server.asks()).toBe(2), { timeout: 1_000 });
    expect(await screen.findByText('B3C4D-5E6F7')).toBeInTheDocument();
    expect(screen.getByText('ใช้ได้ถึง 06:35')).toBeInTheDocument();
    expect(server.asks()).toBe(2);
  });

  it('asks for a new code when the page is seen again, so a code kept in the background is not shown', async () => {
    const server = codeServer([codeReply(), codeReply({ code: 'B3C4D5E6F7' })]);
    renderCode();
    await screen.findByText('7K2QD-M9XPA');

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });

    expect(await screen.findByText('B3C4D-5E6F7')).toBeInTheDocument();
    expect(server.asks()).toBe(2);
  });

  it('รีเฟรชโค้ด asks for a new code at once', async () => {
    const user = userEvent.setup();
    const server = codeServer([codeReply(), codeReply({ code: 'B3C4D5E6F7' })]);
    renderCode();
    await screen.findByText('7K2QD-M9XPA');

    await user.click(screen.getByRole('button', { name: 'รีเฟรชโค้ด' }));

    expect(await screen.findByText('B3C4D-5E6F7')).toBeInTheDocument();
    expect(server.asks()).toBe(2);
  });

  it('a person already checked in is told so, and shown no code', async () => {
    codeServer([codeReply({ checked_in: true })]);
    renderCode();

    expect(await screen.findByText('คุณเช็กอินแล้ว')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR โค้ดเช็กอิน/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('check-in-code-text')).not.toBeInTheDocument();
  });

  it("shows the server's refusal in Thai, with a retry", async () => {
    codeServer([answerError(400, { detail: apiMessages.doorMeetingEnded })]);
    renderCode();

    expect(await screen.findByText(apiMessages.doorMeetingEnded)).toBeInTheDocument();
    expect(screen.getByText('เปิดโค้ดเช็กอินไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });

  it('a code that could not be renewed is taken off the screen: the refusal shows in its place', async () => {
    const user = userEvent.setup();
    codeServer([codeReply(), answerError(400, { detail: apiMessages.doorMeetingEnded })]);
    renderCode();
    await screen.findByText('7K2QD-M9XPA');

    await user.click(screen.getByRole('button', { name: 'รีเฟรชโค้ด' }));

    expect(await screen.findByText(apiMessages.doorMeetingEnded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('7K2QD-M9XPA')).not.toBeInTheDocument());
    expect(screen.queryByRole('img', { name: /QR โค้ดเช็กอิน/ })).not.toBeInTheDocument();
  });
});
