import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { connectLiff, connectLiffScanner, connectLiffSharer, type LiffTarget } from './liff-client.ts';

/*
 * The offline demo's LINE: the real @line/liff-mock plugin on a stand-in for the SDK's core (the SDK
 * itself does not load under the unit tests; against fake-line it runs in the end-to-end tests).
 * The plugin replaces every API the app calls, as it does on the real SDK.
 */
vi.mock('@line/liff', () => {
  const liff: Record<string, unknown> = {
    init: async () => {},
    isInClient: () => false,
    use(plugin: { name: string; install(context: { liff: unknown }): unknown }) {
      liff[`$${plugin.name}`] = plugin.install({ liff });
      return liff;
    },
  };
  return { default: liff };
});

describe('LIFF in the offline demo', () => {
  const demo = { liffId: null, demo: true };

  it('liff-mock’s target picker is there once the demo is logged in to its LINE, and answers "sent"', async () => {
    localStorage.removeItem('demo-liff-user');
    const client = await connectLiff(demo);
    const sharer = await connectLiffSharer(demo);
    expect(client.isLoggedIn()).toBe(false);
    expect(sharer.canShare()).toBe(false);

    await client.login('http://localhost/liff/event');
    expect(client.getAccessToken()).toMatch(/^demo-liff:Udemo[0-9a-f]{28}$/);
    expect(sharer.canShare()).toBe(true);
    await expect(sharer.share([{ type: 'text', text: 'คำเชิญ' }])).resolves.toBe(true);
  });
});

describe('LINE’s QR scanner for the door', () => {
  const demo = { liffId: null, demo: true };

  it('in LINE, offers scanCodeV2 only where LINE says it is available, and answers what it read', async () => {
    const { default: liff } = (await import('@line/liff')) as unknown as { default: Record<string, unknown> };
    let available = true;
    const isApiAvailable = vi.fn((api: string) => api === 'scanCodeV2' && available);
    const scanCodeV2 = vi.fn(async () => ({ value: 'TQ4WZ8HNRB' as string | null }));
    // The stand-in SDK is one object, as LIFF is: the demo's mocked APIs come back afterwards.
    const previous = { isApiAvailable: liff.isApiAvailable, scanCodeV2: liff.scanCodeV2 };
    Object.assign(liff, { isApiAvailable, scanCodeV2 });
    onTestFinished(() => {
      Object.assign(liff, previous);
    });
    const line: LiffTarget = { liffId: '1660000000-EventApp', demo: false };

    const scanner = await connectLiffScanner(line);
    expect(scanner.canScan()).toBe(true);
    expect(isApiAvailable).toHaveBeenCalledWith('scanCodeV2');
    await expect(scanner.scan()).resolves.toBe('TQ4WZ8HNRB');
    expect(scanCodeV2).toHaveBeenCalledTimes(1);

    // Closed without scanning.
    scanCodeV2.mockResolvedValueOnce({ value: null });
    await expect(scanner.scan()).resolves.toBeNull();

    // An older LINE, or the camera not allowed for the LIFF app.
    available = false;
    expect(scanner.canScan()).toBe(false);
  });

  it('in the offline demo, liff-mock’s scanCodeV2 reads what the demo’s camera holds, or nothing', async () => {
    const scanner = await connectLiffScanner(demo);
    expect(scanner.canScan()).toBe(true);
    sessionStorage.setItem('demo-liff-scan', 'TQ4WZ8HNRB');
    await expect(scanner.scan()).resolves.toBe('TQ4WZ8HNRB');
    // Each scan reads the camera afresh: another code, then none (the scanner closed unread).
    sessionStorage.setItem('demo-liff-scan', '7K2QDM9XPA');
    await expect(scanner.scan()).resolves.toBe('7K2QDM9XPA');
    sessionStorage.removeItem('demo-liff-scan');
    await expect(scanner.scan()).resolves.toBeNull();
  });
});
