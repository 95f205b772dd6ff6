import type { TAvailableEvent } from '@chapter/contract/events';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profileQueryOptions } from '../../../lib/profile.ts';
import { availableEventFixture, profileFixture } from '../../../test/fixtures.ts';
import { answer, answerError, type MockReply, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { EventsScreen } from './events-screen.tsx';

const registration = { id: 90, price: 1200, payment_datetime: null };

function renderEvents() {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  return renderRoutes([{ path: '/', element: <EventsScreen /> }]);
}

/** The events endpoint backed by a list the register and unregister mocks change, like the server. */
function eventsServer(initial: TAvailableEvent[], replies: { register?: MockReply; unregister?: MockReply } = {}) {
  let events = initial;
  const setRegister = (register: TAvailableEvent['register']) => {
    events = events.map((event) => ({ ...event, register }));
  };
  return mockApi({
    'GET /api/event/available-event/': () => answer(apiRoutes.availableEvents, events),
    // The screen's list of the member's visitors: none, so it stays out of the way.
    'GET /api/meetings/visitors/': answer(apiRoutes.myVisitors, []),
    'POST /api/event/register-event/': () => {
      if (replies.register) return replies.register;
      setRegister(registration);
      return answer(apiRoutes.registerEvent, { ...registration, event: 40 });
    },
    'POST /api/event/unregister-event/': () => {
      if (replies.unregister) return replies.unregister;
      setRegister(null);
      return answer(apiRoutes.unregisterEvent, { detail: 'ยกเลิกการลงทะเบียนเรียบร้อยแล้ว' });
    },
  });
}

describe('registering and cancelling', () => {
  it('Register calls the API, says ลงทะเบียนสำเร็จ and the card then offers to cancel', async () => {
    const api = eventsServer([availableEventFixture()]);
    renderEvents();
    await userEvent.click(await screen.findByRole('button', { name: 'ลงทะเบียน' }));

    expect(await screen.findByText('ลงทะเบียนสำเร็จ')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/event/register-event/', body: { event: 40 } }),
    );
    expect(await screen.findByRole('button', { name: 'ยกเลิกการลงทะเบียน' })).toBeInTheDocument();
    expect(screen.getByText('ลงทะเบียนแล้ว ราคา 1,200.00 บาท (รอชำระเงิน)')).toBeInTheDocument();
  });
  it('registering refreshes the outstanding amount as well as the list', async () => {
    eventsServer([availableEventFixture()]);
    const { queryClient } = renderEvents();
    queryClient.setQueryData(profileQueryOptions().queryKey, profileFixture());
    await userEvent.click(await screen.findByRole('button', { name: 'ลงทะเบียน' }));
    await screen.findByText('ลงทะเบียนสำเร็จ');
    expect(queryClient.getQueryState(profileQueryOptions().queryKey)?.isInvalidated).toBe(true);
  });
  it('the Register button spins while the call runs and a second tap does not register twice', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = mockApi({
      'GET /api/event/available-event/': answer(apiRoutes.availableEvents, [availableEventFixture()]),
      'POST /api/event/register-event/': async () => {
        await gate;
        return answer(apiRoutes.registerEvent, { ...registration, event: 40 });
      },
    });
    renderEvents();
    const button = await screen.findByRole('button', { name: 'ลงทะเบียน' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('data-loading', 'true');
    await userEvent.click(button);
    release();
    await screen.findByText('ลงทะเบียนสำเร็จ');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
  it('a refused registration shows a red toast with the server’s reason', async () => {
    eventsServer([availableEventFixture()], {
      register: answerError(400, { non_field_errors: ['คุณลงทะเบียนกิจกรรมนี้ไว้แล้ว'] }),
    });
    renderEvents();
    await userEvent.click(await screen.findByRole('button', { name: 'ลงทะเบียน' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('เกิดข้อผิดพลาด');
    expect(toast).toHaveTextContent('คุณลงทะเบียนกิจกรรมนี้ไว้แล้ว');
  });
  it('Cancel asks for confirmation first, and backing out changes nothing', async () => {
    const api = eventsServer([availableEventFixture({ register: registration })]);
    renderEvents();
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิกการลงทะเบียน' }));

    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการยกเลิกการลงทะเบียน' });
    expect(dialog).toHaveTextContent('งานเลี้ยงสังสรรค์ Networking ประจำปี');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ไม่ยกเลิก' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
  it('confirming the cancellation calls the API, says ยกเลิกการลงทะเบียนสำเร็จ and offers Register again', async () => {
    const api = eventsServer([availableEventFixture({ register: registration })]);
    renderEvents();
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิกการลงทะเบียน' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิกการลงทะเบียน' }));

    expect(await screen.findByText('ยกเลิกการลงทะเบียนสำเร็จ')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/event/unregister-event/', body: { event: 40 } }),
    );
    expect(await screen.findByRole('button', { name: 'ลงทะเบียน' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  it('a refused cancellation closes the dialog and shows the server’s reason in a red toast', async () => {
    eventsServer([availableEventFixture({ register: registration })], {
      unregister: answerError(400, { detail: 'กิจกรรมนี้เริ่มไปแล้ว ยกเลิกไม่ได้' }),
    });
    renderEvents();
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิกการลงทะเบียน' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยกเลิกการลงทะเบียน' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('เกิดข้อผิดพลาด');
    expect(toast).toHaveTextContent('กิจกรรมนี้เริ่มไปแล้ว ยกเลิกไม่ได้');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
