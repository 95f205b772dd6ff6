import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { availableEventFixture } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import type { AvailableEvent } from '../api/get-available-events.ts';
import { EventCard } from './event-card.tsx';

function renderCard(event: AvailableEvent) {
  return renderRoutes([{ path: '/', element: <EventCard event={event} /> }]);
}

describe('event card', () => {
  it('while the early bird runs, shows the early-bird price, the regular price struck through and when it ends', () => {
    renderCard(availableEventFixture());
    const price = screen.getByTestId('event-price');
    expect(within(price).getByText('1,200.00 บาท')).toBeInTheDocument();
    const regular = within(price).getByText('1,500.00 บาท');
    expect(regular.closest('del')).not.toBeNull();
    // A screen reader is told which price is the regular one.
    expect(regular.closest('del')).toHaveTextContent('ราคาปกติ 1,500.00 บาท');
    expect(price).toHaveTextContent('Early Bird');
    expect(price).toHaveTextContent('ราคา Early Bird ถึง 10/06/2026 23:59');
  });

  it('outside the early bird, shows only the regular price', () => {
    renderCard(availableEventFixture({ is_early_bird: false }));
    const price = screen.getByTestId('event-price');
    expect(price).toHaveTextContent(/^1,500\.00 บาท$/);
    expect(screen.queryByText('1,200.00 บาท')).not.toBeInTheDocument();
    expect(screen.queryByText(/Early Bird/)).not.toBeInTheDocument();
  });

  it('an event without an early-bird price shows its price plainly', () => {
    renderCard(
      availableEventFixture({
        price: 450,
        is_early_bird: false,
        early_bird_price: null,
        early_bird_end_date_time: null,
      }),
    );
    expect(screen.getByTestId('event-price')).toHaveTextContent(/^450\.00 บาท$/);
  });

  it('shows the name, the location, and the date once when the event starts and ends on the same day', () => {
    renderCard(availableEventFixture());
    expect(screen.getByRole('heading', { name: 'งานเลี้ยงสังสรรค์ Networking ประจำปี' })).toBeInTheDocument();
    expect(screen.getByText('ห้องบอลรูม โรงแรมริเวอร์ไซด์ กรุงเทพฯ')).toBeInTheDocument();
    expect(screen.getByTestId('event-period')).toHaveTextContent(/^20\/06\/2026 18:00 – 22:00$/);
  });

  it('shows both dates when the event runs past midnight', () => {
    // 22:00 on 20 June to 01:00 on 21 June, Bangkok time.
    renderCard(
      availableEventFixture({
        event_start_date_time: '2026-06-20T15:00:00Z',
        event_end_date_time: '2026-06-20T18:00:00Z',
      }),
    );
    expect(screen.getByTestId('event-period')).toHaveTextContent(/^20\/06\/2026 22:00 – 21\/06\/2026 01:00$/);
  });

  it('lists who is coming with a count, those who have paid in green with a check', () => {
    renderCard(availableEventFixture());
    expect(screen.getByText('ผู้เข้าร่วม 2 คน')).toBeInTheDocument();
    const paid = screen.getByText('วิชัย ศรีสุข');
    const unpaid = screen.getByText('พรทิพย์ แก้วใส');
    expect(paid.style.color).toBe('var(--mantine-color-line-8)');
    expect(within(paid).getByRole('img', { name: 'ชำระเงินแล้ว' })).toBeInTheDocument();
    expect(unpaid.style.color).toBe('');
    expect(within(unpaid).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says when nobody has registered yet', () => {
    renderCard(availableEventFixture({ attendees: [] }));
    expect(screen.getByText('ผู้เข้าร่วม 0 คน')).toBeInTheDocument();
    expect(screen.getByText('ยังไม่มีผู้ลงทะเบียน')).toBeInTheDocument();
  });

  it('a member who has not registered sees a Register button and nothing else to do', () => {
    renderCard(availableEventFixture());
    expect(screen.getByRole('button', { name: 'ลงทะเบียน' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'ยกเลิกการลงทะเบียน' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('paid-ribbon')).not.toBeInTheDocument();
  });

  it('a member registered and not yet paid sees the price they registered at and a cancel button', () => {
    renderCard(availableEventFixture({ register: { id: 90, price: 1200, payment_datetime: null } }));
    expect(screen.getByText('ลงทะเบียนแล้ว ราคา 1,200.00 บาท (รอชำระเงิน)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ยกเลิกการลงทะเบียน' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'ลงทะเบียน' })).not.toBeInTheDocument();
  });

  it('a member who has paid sees the paid ribbon and cannot cancel', () => {
    renderCard(availableEventFixture({ register: { id: 90, price: 1200, payment_datetime: '2026-05-01T03:00:00Z' } }));
    expect(screen.getByTestId('paid-ribbon')).toHaveTextContent('ชำระเงินแล้ว');
    expect(screen.queryByRole('button', { name: 'ยกเลิกการลงทะเบียน' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ลงทะเบียน' })).not.toBeInTheDocument();
  });

  it('a cancelled event says so instead of counting attendees, and offers no registration', () => {
    renderCard(availableEventFixture({ is_cancelled: true, attendees: [] }));
    const notice = screen.getByTestId('event-cancelled');
    expect(notice).toHaveTextContent(/^งานนี้ถูกยกเลิก$/);
    expect(screen.queryByText(/ผู้เข้าร่วม/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a member whose unpaid registration was voided with the event is told nothing is owed', () => {
    renderCard(availableEventFixture({ is_cancelled: true, register: null, registration_voided: true }));
    expect(screen.getByTestId('event-cancelled')).toHaveTextContent(
      'งานนี้ถูกยกเลิกการลงทะเบียนของคุณถูกยกเลิกไปพร้อมกับงาน ไม่มียอดค้างชำระสำหรับงานนี้',
    );
  });

  it('a member who had paid for a cancelled event is told to arrange a refund or credit', () => {
    renderCard(
      availableEventFixture({
        is_cancelled: true,
        register: { id: 90, price: 1200, payment_datetime: '2026-05-01T03:00:00Z' },
      }),
    );
    expect(screen.getByTestId('event-cancelled')).toHaveTextContent(
      'คุณชำระเงินแล้ว 1,200.00 บาท กรุณาติดต่อเลขานุการ/เหรัญญิกเพื่อขอรับเงินคืนหรือเก็บไว้เป็นเครดิต',
    );
    expect(screen.queryByTestId('paid-ribbon')).not.toBeInTheDocument();
    expect(screen.queryByText(/ผู้เข้าร่วม/)).not.toBeInTheDocument();
  });
});
