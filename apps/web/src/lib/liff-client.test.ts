import { describe, expect, it, vi } from 'vitest';
import { connectLiff, connectLiffSharer } from './liff-client.ts';

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
