import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { QueryView } from './query-view.tsx';

const failure = new ApiError({ status: 500, data: null, errorMessages: ['ล่ม'], requestUrl: '/api/x/' });

function draw(query: Partial<Parameters<typeof QueryView<string[]>>[0]['query']>) {
  const full = { data: undefined, isError: false, error: null, isFetching: false, refetch: vi.fn(), ...query };
  render(
    <MantineProvider env="test">
      <QueryView query={full} loadFailed="โหลดไม่สำเร็จ" empty="ว่าง">
        {(items) => <p>{items.join(', ')}</p>}
      </QueryView>
    </MantineProvider>,
  );
  return full;
}

describe('QueryView', () => {
  it('shows a loader until the first answer', () => {
    draw({ isFetching: true });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows a failure with its messages and a try-again button that asks again', async () => {
    const query = draw({ isError: true, error: failure });
    expect(screen.getByText('โหลดไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.getByText('ล่ม')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(query.refetch).toHaveBeenCalled();
  });

  it('says so when the list is empty', () => {
    draw({ data: [] });
    expect(screen.getByText('ว่าง')).toBeInTheDocument();
  });

  it('keeps the list on screen when a background refresh fails', () => {
    draw({ data: ['ก', 'ข'], isError: true, error: failure });
    expect(screen.getByText('ก, ข')).toBeInTheDocument();
    expect(screen.queryByText('โหลดไม่สำเร็จ')).not.toBeInTheDocument();
  });
});
