import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifySuccess } from '../lib/notify.ts';
import { renderRoutes } from '../test/render.tsx';

function toastContainers() {
  return document.querySelectorAll('[data-position]');
}

describe('toasts', () => {
  it('the toast container is mounted with the first toast, not before', async () => {
    renderRoutes([{ path: '/', element: <p>page</p> }]);
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(toastContainers()).toHaveLength(0);
  });

  it('a toast shown before the container loaded still appears, in the top strip a phone keeps free of controls (ADR 31)', async () => {
    renderRoutes([{ path: '/', element: <p>page</p> }]);
    await screen.findByText('page');
    notifySuccess('ลงทะเบียนสำเร็จ');

    const toast = await screen.findByText('ลงทะเบียนสำเร็จ');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'top-center');
  });
});
