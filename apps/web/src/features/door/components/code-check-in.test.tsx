import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiffScanner, type LiffScanner } from '../../../lib/liff-client.ts';
import { configFixture } from '../../../test/fixtures.ts';
import { answer, answerError } from '../../../test/mock-api.ts';
import { checkIn, doorList, doorServer, renderDoor } from '../testing/door-fixtures.tsx';

// LINE's scanner runs in the end-to-end tests (the demo's liff-mock); here it is a stand-in.
vi.mock('../../../lib/liff-client.ts', () => ({ connectLiffScanner: vi.fn() }));

const checkedIn = answer(apiRoutes.doorCheckIn, {
  detail: apiMessages.checkedIn('ประภา มาเยือน'),
  name: 'ประภา มาเยือน',
  kind: 'visitor',
  check_in: { ...checkIn, how: 'code' },
});

const lineConfig = configFixture({
  demo: false,
  liff_ids: { profile: '1660000000-Profile1', event: '1660000000-EventApp', payment: '1660000000-Payment1' },
});

const posts = (api: ReturnType<typeof doorServer>) => api.calls.filter((call) => call.method === 'POST');

beforeEach(() => {
  vi.mocked(connectLiffScanner).mockReset();
});

describe('checking in by code', () => {
  it('sends a typed code in any case and with spaces as the code itself, then empties the field', async () => {
    const user = userEvent.setup();
    const api = doorServer(doorList(), { 'POST /api/meetings/70/door/check-ins/': checkedIn });
    renderDoor();
    const field = await screen.findByRole('textbox', { name: 'พิมพ์โค้ด' });

    // Nothing typed: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'เช็กอินด้วยโค้ด' }));
    expect(await screen.findByText('กรุณาพิมพ์โค้ดเช็กอิน')).toBeInTheDocument();
    expect(posts(api)).toEqual([]);

    await user.type(field, '7k2qd m9xpa');
    await user.click(screen.getByRole('button', { name: 'เช็กอินด้วยโค้ด' }));
    expect(await screen.findByText('เช็กอิน ประภา มาเยือน แล้ว')).toBeInTheDocument();
    expect(posts(api).map((call) => call.body)).toEqual([{ code: '7K2QDM9XPA' }]);
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('shows the server’s Thai message when it refuses the code, and keeps what was typed', async () => {
    const user = userEvent.setup();
    doorServer(doorList(), {
      'POST /api/meetings/70/door/check-ins/': answerError(400, { detail: apiMessages.checkInCodeExpired }),
    });
    renderDoor();
    const field = await screen.findByRole('textbox', { name: 'พิมพ์โค้ด' });
    await user.type(field, '7K2QD-M9XPA');
    await user.click(screen.getByRole('button', { name: 'เช็กอินด้วยโค้ด' }));
    expect(await screen.findByText(apiMessages.checkInCodeExpired)).toBeInTheDocument();
    expect(field).toHaveValue('7K2QD-M9XPA');
  });

  it('puts the server’s message about the code itself under the field', async () => {
    const user = userEvent.setup();
    doorServer(doorList(), {
      'POST /api/meetings/70/door/check-ins/': answerError(400, { code: [apiMessages.checkInCodeMalformed] }),
    });
    renderDoor();
    const field = await screen.findByRole('textbox', { name: 'พิมพ์โค้ด' });
    await user.type(field, '123');
    await user.click(screen.getByRole('button', { name: 'เช็กอินด้วยโค้ด' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(apiMessages.checkInCodeMalformed)),
    );
  });

  it('in the mini-app, scans with LINE’s scanner and checks in the code it read', async () => {
    const user = userEvent.setup();
    const scanner = { canScan: () => true, scan: vi.fn(async () => 'tq4wz-8hnrb') } satisfies LiffScanner;
    vi.mocked(connectLiffScanner).mockResolvedValue(scanner);
    const api = doorServer(doorList(), { 'POST /api/meetings/70/door/check-ins/': checkedIn });
    renderDoor('/liff-app/door', lineConfig);
    await user.click(await screen.findByRole('button', { name: 'สแกน QR' }));

    expect(await screen.findByText('เช็กอิน ประภา มาเยือน แล้ว')).toBeInTheDocument();
    expect(connectLiffScanner).toHaveBeenCalledWith({ liffId: '1660000000-EventApp', demo: false });
    expect(scanner.scan).toHaveBeenCalledTimes(1);
    expect(posts(api).map((call) => call.body)).toEqual([{ code: 'TQ4WZ8HNRB' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends nothing when the host closes LINE’s scanner without reading a code', async () => {
    const user = userEvent.setup();
    const scanner = { canScan: () => true, scan: vi.fn(async () => null) } satisfies LiffScanner;
    vi.mocked(connectLiffScanner).mockResolvedValue(scanner);
    const api = doorServer();
    renderDoor('/liff-app/door', lineConfig);
    await user.click(await screen.findByRole('button', { name: 'สแกน QR' }));
    await waitFor(() => expect(scanner.scan).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'สแกน QR' })).toBeEnabled());
    expect(posts(api)).toEqual([]);
  });

  it('in a browser without a camera, says so in Thai and offers the typed field instead', async () => {
    const user = userEvent.setup();
    doorServer();
    renderDoor('/door');
    await user.click(await screen.findByRole('button', { name: 'สแกน QR' }));
    expect(await screen.findByText('ไม่พบกล้องบนอุปกรณ์นี้ กรุณาพิมพ์โค้ดใต้ QR แทน')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'พิมพ์โค้ด' })).toHaveFocus();
    // LINE is not asked outside the mini-app.
    expect(connectLiffScanner).not.toHaveBeenCalled();
  });

  it('opens the back camera in a dialog, and lets it go when the host closes it', async () => {
    const user = userEvent.setup();
    const stop = vi.fn();
    const stream = new MediaStream();
    // happy-dom's stream has no tracks of its own: this one has the camera's.
    Object.defineProperty(stream, 'getTracks', { value: () => [{ stop }] });
    const getUserMedia = vi.fn(async () => stream);
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    try {
      doorServer();
      renderDoor('/door');
      await user.click(await screen.findByRole('button', { name: 'สแกน QR' }));
      const dialog = await screen.findByRole('dialog', { name: 'สแกน QR เช็กอิน' });
      expect(await within(dialog).findByText('เล็ง QR บนโทรศัพท์ของผู้เข้าร่วมให้อยู่ในกรอบ')).toBeInTheDocument();
      expect(stop).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole('button', { name: 'ปิดกล้อง' }));
      await waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });

  it('when the browser refuses the camera, says how to allow it', async () => {
    const user = userEvent.setup();
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    try {
      doorServer();
      renderDoor('/door');
      await user.click(await screen.findByRole('button', { name: 'สแกน QR' }));
      expect(await screen.findByText(/ไม่ได้รับอนุญาตให้ใช้กล้อง/)).toBeInTheDocument();
      expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });
});
