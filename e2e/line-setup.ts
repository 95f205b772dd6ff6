/**
 * The LINE-connected server of the end-to-end run: the app as production runs it (DEMO_MODE=false,
 * LINE Login and the Messaging API configured) with LINE's APIs answered by tools/fake-line. The
 * ports come from run-e2e.mjs; the ids, token and secret are made up and only mean something to fake-line.
 */
export const lineE2e = {
  port: Number(process.env.E2E_LINE_PORT ?? 3901),
  fakeLinePort: Number(process.env.E2E_FAKE_LINE_PORT ?? 3902),
  channelId: '1660000001',
  channelAccessToken: 'e2e-messaging-channel-token',
  /** The Login channel's secret: fake-line issues channel tokens with it, for deauthorizing on erasure. */
  channelSecret: 'e2e0c4a55e15ec7e7e2e0c4a55e15ec7',
  /** The Messaging API channel's secret: fake-line signs the webhook's events with it. */
  messagingChannelSecret: 'e2e5ec12e7be4c0a1e5ec12e7be4c0a1',
  /**
   * The LINE account the demo's Secretary/Treasurer and Admin (0811111111) opened the mini-app with
   * before the run: line-server.ts seeds the binding, the specs add the account to fake-line.
   */
  staff: { phone: '0811111111', lineUserId: `U${'e2e0'.repeat(8)}`, displayName: 'เลขานุการ (LINE)' },
  liffIds: {
    profile: '1660000001-ProfileA',
    event: '1660000001-EventApp',
    payment: '1660000001-PaymentA',
  },
} as const;

export const lineServerUrl = `http://127.0.0.1:${lineE2e.port}`;
export const fakeLineUrl = `http://127.0.0.1:${lineE2e.fakeLinePort}`;
