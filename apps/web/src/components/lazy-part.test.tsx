import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { LoadBoundary, lazyDialog, lazyPart, lazyScreen } from './lazy-part.tsx';

/** An import() as the browser gives it when the network is down. */
const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
const Panel: ComponentType = () => <p>แผงที่โหลดแล้ว</p>;

describe('a lazily loaded part whose code cannot be fetched (issue 32)', () => {
  it('says so in its place, in Thai, and the page around it keeps working', async () => {
    const Part = lazyPart(offline);
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <nav>เมนูหลัก</nav>
            <LoadBoundary>
              <Part />
            </LoadBoundary>
          </>
        ),
      },
    ]);

    expect(await screen.findByText('โหลดส่วนนี้ของแอปไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.getByText(/เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ต/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'โหลดหน้านี้ใหม่' })).toBeInTheDocument();
    expect(screen.getByText('เมนูหลัก')).toBeInTheDocument();
    expect(screen.queryByText(/ขออภัย หน้านี้ทำงานผิดพลาด/)).not.toBeInTheDocument();
  });

  it('"ลองอีกครั้ง" fetches the code again and shows the part once it arrives', async () => {
    const load = vi.fn<() => Promise<ComponentType>>().mockImplementationOnce(offline).mockResolvedValue(Panel);
    const Part = lazyPart(load);
    renderRoutes([
      {
        path: '/',
        element: (
          <LoadBoundary>
            <Part />
          </LoadBoundary>
        ),
      },
    ]);

    await userEvent.click(await screen.findByRole('button', { name: 'ลองอีกครั้ง' }));

    expect(await screen.findByText('แผงที่โหลดแล้ว')).toBeInTheDocument();
    expect(screen.queryByText('โหลดส่วนนี้ของแอปไม่สำเร็จ')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says when the browser knows it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const Part = lazyPart(offline);
    renderRoutes([
      {
        path: '/',
        element: (
          <LoadBoundary>
            <Part />
          </LoadBoundary>
        ),
      },
    ]);
    expect(await screen.findByText(/ไม่มีการเชื่อมต่ออินเทอร์เน็ต/)).toBeInTheDocument();
  });

  it('a screen (route) whose code cannot be fetched says so inside its layout, not as the page crashing, and retries', async () => {
    // The screen's import fails; "ลองอีกครั้ง" imports it again.
    const load = vi.fn<() => Promise<ComponentType>>().mockImplementationOnce(offline).mockResolvedValue(Panel);
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <nav>เมนูหลัก</nav>
            <Outlet />
          </>
        ),
        children: [{ index: true, Component: lazyScreen(load) }],
      },
    ]);

    expect(await screen.findByText('โหลดส่วนนี้ของแอปไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.getByText('เมนูหลัก')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByText('แผงที่โหลดแล้ว')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a screen whose code was fetched before the first drawing is drawn at once, with no loader in its place', async () => {
    const Screen = lazyScreen(() => Promise.resolve(Panel));
    await Screen.preload();
    renderRoutes([{ path: '/', Component: Screen }]);
    // Synchronously, in the very first drawing: not found after a wait.
    expect(screen.getByText('แผงที่โหลดแล้ว')).toBeInTheDocument();
  });

  it('a dialog asks for its code only when first opened, and one that cannot be fetched says so in its place', async () => {
    const load = vi.fn<() => Promise<ComponentType<{ opened: boolean }>>>().mockImplementation(offline);
    const Dialog = lazyDialog(load);
    const view = renderRoutes([{ path: '/', element: <Dialog opened={false} /> }]);
    expect(load).not.toHaveBeenCalled();
    view.unmount();

    renderRoutes([{ path: '/', element: <Dialog opened /> }]);
    expect(await screen.findByText('โหลดส่วนนี้ของแอปไม่สำเร็จ')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
