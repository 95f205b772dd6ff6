/**
 * The only module that loads the LINE LIFF SDK. It is imported dynamically by the landing page, so
 * no other screen (login, business card, the mini-app screens themselves) downloads it.
 */

/** What the landing page needs of LIFF, the same for the real SDK and for the offline demo. */
export interface LiffClient {
  isLoggedIn(): boolean;
  getAccessToken(): string | null;
  /** Sends the browser to LINE Login, which comes back to `redirectUri` (the demo logs in on the spot). */
  login(redirectUri: string): Promise<void>;
  logout(): void;
}

interface LiffTarget {
  /** null only in the offline demo, which has no LIFF apps. */
  liffId: string | null;
  demo: boolean;
}

// LIFF is a singleton that can be initialised once per page load: one promise, whoever asks.
let connecting: { liffId: string | null; client: Promise<LiffClient> } | null = null;

export function connectLiff(target: LiffTarget): Promise<LiffClient> {
  if (connecting && connecting.liffId === target.liffId) return connecting.client;
  const client = target.liffId
    ? connectLine(target.liffId)
    : target.demo
      ? connectDemo()
      : Promise.reject(new Error('LINE is not configured'));
  connecting = { liffId: target.liffId, client };
  // A failed init may be retried (e.g. after a network error).
  client.catch(() => {
    if (connecting?.client === client) connecting = null;
  });
  return client;
}

async function connectLine(liffId: string): Promise<LiffClient> {
  const { default: liff } = await import('@line/liff');
  // Reads LINE's login parameters from the URL, or, when the URL carries liff.state, reloads the
  // page at the deeper path and never resolves here: that is expected, the next load carries on.
  await liff.init({ liffId });
  return {
    isLoggedIn: () => liff.isLoggedIn(),
    getAccessToken: () => liff.getAccessToken(),
    login: async (redirectUri) => liff.login({ redirectUri }),
    logout: () => liff.logout(),
  };
}

/** The offline demo's "LINE user" on this browser, kept like LIFF keeps its login. */
const DEMO_USER_KEY = 'demo-liff-user';

/**
 * The offline demo: the official @line/liff-mock plugin stands in for LINE. Its tokens are
 * `demo-liff:<made-up user id>`, which the server accepts in demo mode only (ADR 14).
 */
async function connectDemo(): Promise<LiffClient> {
  const [{ default: liff }, { LiffMockPlugin }] = await Promise.all([import('@line/liff'), import('@line/liff-mock')]);
  liff.use(new LiffMockPlugin());
  const mocked = liff as unknown as {
    init(config: { liffId: string; mock: boolean }): Promise<void>;
    $mock: { set(update: (previous: object) => object): void };
  };
  await mocked.init({ liffId: 'demo', mock: true });

  const apply = (userId: string | null) =>
    mocked.$mock.set((previous) => ({
      ...previous,
      isLoggedIn: userId !== null,
      getAccessToken: userId ? `demo-liff:${userId}` : null,
    }));
  apply(localStorage.getItem(DEMO_USER_KEY));

  return {
    isLoggedIn: () => liff.isLoggedIn(),
    getAccessToken: () => liff.getAccessToken(),
    login: async () => {
      const userId = localStorage.getItem(DEMO_USER_KEY) ?? newDemoUserId();
      localStorage.setItem(DEMO_USER_KEY, userId);
      apply(userId);
    },
    logout: () => {
      localStorage.removeItem(DEMO_USER_KEY);
      apply(null);
    },
  };
}

/** `Udemo` and 28 random hex digits: the shape of a LINE user id, marked as made up. */
function newDemoUserId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  return `Udemo${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
