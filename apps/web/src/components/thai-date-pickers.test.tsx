import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { ThaiDateTimePicker } from './thai-date-pickers.tsx';

function Picker() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <ThaiDateTimePicker label="เริ่ม" value={value} onChange={setValue} />
      <output aria-label="ค่า">{value ?? ''}</output>
    </>
  );
}

// Only the clock is fixed (timers stay real for userEvent): the calendar opens on December 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T03:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Opens the picker and clicks 20 December 2026; the hours field then has the focus, showing 00. */
async function pickDay() {
  const user = userEvent.setup({ delay: null });
  renderRoutes([{ path: '/', element: <Picker /> }]);
  await user.click(screen.getByLabelText('เริ่ม'));
  await user.click(screen.getByRole('button', { name: '20 ธันวาคม 2026' }));
  const hours = screen.getByRole('spinbutton', { name: 'ชั่วโมง' });
  const minutes = screen.getByRole('spinbutton', { name: 'นาที' });
  expect(hours).toHaveFocus();
  return { user, hours: hours as HTMLInputElement, minutes: minutes as HTMLInputElement };
}

describe('the Thai date-time picker', { timeout: 30_000 }, () => {
  it('weekend days are drawn in red.9 (4.5:1 or more on white), not Mantine’s faint red.6', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/', element: <Picker /> }]);
    await user.click(screen.getByLabelText('เริ่ม'));
    const saturday = screen.getByRole('button', { name: '19 ธันวาคม 2026' });
    expect(saturday).toHaveAttribute('data-weekend');
    expect(saturday.style.getPropertyValue('--mantine-color-red-6')).toBe('var(--mantine-color-red-9)');
  });

  it('its calendar pop-up is a dialog named after the field', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/', element: <Picker /> }]);
    await user.click(screen.getByLabelText('เริ่ม'));
    expect(screen.getByRole('dialog', { name: 'ปฏิทิน เริ่ม' })).toContainElement(
      screen.getByRole('button', { name: '20 ธันวาคม 2026' }),
    );
  });

  // Where Chrome leaves the caret depends on where the admin clicked the focused field: before,
  // between or after the two zeros. None of them may change the hour typed.
  it.each([0, 1, 2])('typing 1 9 then 3 0 gives 19:30 wherever the caret was left (at %i)', async (caret) => {
    const { user, hours, minutes } = await pickDay();
    hours.setSelectionRange(caret, caret);
    await user.keyboard('19');
    expect(hours).toHaveValue('19');
    expect(minutes).toHaveFocus();
    await user.keyboard('30');
    expect(minutes).toHaveValue('30');
    await user.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(screen.getByLabelText('เริ่ม')).toHaveTextContent('20/12/2026 19:30');
    expect(screen.getByLabelText('ค่า')).toHaveTextContent('2026-12-20 19:30:00');
  });

  it.each([
    ['07', '07'],
    ['23', '23'],
    ['00', '00'],
    ['10', '10'],
  ])('typing %s in the hours gives %s and moves on to the minutes', async (typed, shown) => {
    const { user, hours, minutes } = await pickDay();
    hours.setSelectionRange(1, 1);
    await user.keyboard(typed);
    expect(hours).toHaveValue(shown);
    expect(minutes).toHaveFocus();
  });

  it('a click on the focused hours selects them, so typing replaces the hour', async () => {
    const { user, hours } = await pickDay();
    await user.keyboard('19');
    await user.click(hours);
    await user.keyboard('08');
    expect(hours).toHaveValue('08');
  });

  it('the arrow keys change the hour and the minute by one', async () => {
    const { user, hours, minutes } = await pickDay();
    await user.keyboard('19');
    await user.keyboard('30');
    await user.click(hours);
    await user.keyboard('{ArrowUp}');
    expect(hours).toHaveValue('20');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(hours).toHaveValue('18');
    await user.click(minutes);
    await user.keyboard('{ArrowDown}');
    expect(minutes).toHaveValue('29');
    // After the arrows, a typed minute starts over instead of adding to 29.
    await user.keyboard('45');
    expect(minutes).toHaveValue('45');
    await user.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(screen.getByLabelText('เริ่ม')).toHaveTextContent('20/12/2026 18:45');
  });

  // jsdom draws nothing, so this checks the rule is set; accessibility.spec.ts measures the boxes.
  it('the hour and minute fields are drawn at least 24 px wide and high, for a finger', async () => {
    const { hours, minutes } = await pickDay();
    for (const field of [hours, minutes]) {
      expect(field.style.minWidth).toBe('24px');
      expect(field.style.minHeight).toBe('24px');
      expect(field.parentElement?.style.minHeight).toBe('24px');
    }
  });
});
