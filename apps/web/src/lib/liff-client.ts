/**
 * The only module that loads the LINE LIFF SDK, dynamically: the mini-app landing connects with it,
 * the events screen shares an invitation through it (issue 34) and the door scans a check-in QR
 * with LINE's camera (issue 35), each only when the member asks to. No other screen (login,
 * business card, the mini-app screens as they open) downloads it.
 */

/** What the landing page needs of LIFF, the same for the real SDK and for the offline demo. */
export interface LiffClient {
  isLoggedIn(): boolean;
  getAccessToken(): string | null;
  /** Sends the browser to LINE Login, which comes back to `redirectUri` (the demo logs in on the spot). */
  login(redirectUri: string): Promise<void>;
  logout(): void;
}

/** LINE's target picker: the member picks friends or groups, and LINE sends the messages as theirs. */
export interface LiffSharer {
  /** Logged in to LINE, and this LINE app or browser has the target picker. */
  canShare(): boolean;
  /** Opens the picker: true once sent, false when the member closed it unsent. LINE's errors are thrown. */
  share(messages: readonly object[]): Promise<boolean>;
}

/** LINE's own QR scanner, in the LINE app (the door's check-in codes, issue 35). */
export interface LiffScanner {
  /** This LINE app has the scanner (LIFF's scanCodeV2: LINE 11.7 and later, with the camera allowed). */
  canScan(): boolean;
  /** Opens LINE's camera: what the QR holds, or null when the host closed it without scanning. LINE's errors are thrown. */
  scan(): Promise<string | null>;
}

export interface LiffTarget {
  /** null only in the offline demo, which has no LIFF apps. */
  liffId: string | null;
  demo: boolean;
}

interface LiffConnection {
  client: LiffClient;
  sharer: LiffSharer;
  scanner: LiffScanner;
}

type Liff = typeof import('@line/liff')['default'];

// LIFF is a singleton that can be initialised once per page load: one promise, whoever asks.
let connecting: { liffId: string | null; connection: Promise<LiffConnection> } | null = null;

function connect(target: LiffTarget): Promise<LiffConnection> {
  if (connecting && connecting.liffId === target.liffId) return connecting.connection;
  const connection = target.liffId
    ? connectLine(target.liffId)
    : target.demo
      ? connectDemo()
      : Promise.reject(new Error('LINE is not configured'));
  connecting = { liffId: target.liffId, connection };
  // A failed init may be retried (e.g. after a network error).
  connection.catch(() => {
    if (connecting?.connection === connection) connecting = null;
  });
  return connection;
}

export function connectLiff(target: LiffTarget): Promise<LiffClient> {
  return connect(target).then((connection) => connection.client);
}

/**
 * LIFF's target picker, for a screen already signed in with the app's own token: the landing may
 * have connected on this page already, or not (a stored token skips LIFF), so this connects if need be.
 */
export function connectLiffSharer(target: LiffTarget): Promise<LiffSharer> {
  return connect(target).then((connection) => connection.sharer);
}

/** LINE's QR scanner, for a screen already signed in with the app's own token, connecting as the sharer does. */
export function connectLiffScanner(target: LiffTarget): Promise<LiffScanner> {
  return connect(target).then((connection) => connection.scanner);
}

function scannerOf(liff: Liff, beforeScan: () => void = () => {}): LiffScanner {
  return {
    canScan: () => liff.isApiAvailable('scanCodeV2'),
    scan: async () => {
      beforeScan();
      const result = await liff.scanCodeV2();
      // Closed without scanning: no value.
      return result.value ?? null;
    },
  };
}

function sharerOf(liff: Liff, beforeShare: () => void = () => {}): LiffSharer {
  return {
    canShare: () => liff.isLoggedIn() && liff.isApiAvailable('shareTargetPicker'),
    share: async (messages) => {
      beforeShare();
      // The SDK types its messages with @line/bot-sdk's types, which this workspace does not have;
      // what is sent is the caller's Flex JSON, checked by its own tests.
      const result = await liff.shareTargetPicker(messages as Parameters<Liff['shareTargetPicker']>[0]);
      // Closed without sending: no value (LINE 10.11.0 and later).
      return result?.status === 'success';
    },
  };
}

async function connectLine(liffId: string): Promise<LiffConnection> {
  const { default: liff } = await import('@line/liff');
  // Reads LINE's login parameters from the URL, or, when the URL carries liff.state, reloads the
  // page at the deeper path and never resolves here: that is expected, the next load carries on.
  await liff.init({ liffId });
  return {
    client: {
      isLoggedIn: () => liff.isLoggedIn(),
      getAccessToken: () => liff.getAccessToken(),
      login: async (redirectUri) => liff.login({ redirectUri }),
      logout: () => liff.logout(),
    },
    sharer: sharerOf(liff),
    scanner: scannerOf(liff),
  };
}

/** The offline demo's "LINE user" on this browser, kept like LIFF keeps its login. */
const DEMO_USER_KEY = 'demo-liff-user';

/**
 * The offline demo's stand-in for the phone's camera: what its LINE scanner "reads" is whatever
 * this session key holds when the scan starts (an end-to-end test puts a check-in code there);
 * nothing there is a scanner closed without reading.
 */
export const DEMO_SCAN_KEY = 'demo-liff-scan';

/**
 * The offline demo: the official @line/liff-mock plugin stands in for LINE. Its tokens are
 * `demo-liff:<made-up user id>`, which the server accepts in demo mode only (ADR 14). Its target
 * picker is available and answers "sent" at once; its scanner reads DEMO_SCAN_KEY.
 */
async function connectDemo(): Promise<LiffConnection> {
  const [{ default: liff }, { LiffMockPlugin }] = await Promise.all([import('@line/liff'), import('@line/liff-mock')]);
  liff.use(new LiffMockPlugin());
  const mocked = liff as unknown as {
    init(config: { liffId: string; mock: boolean }): Promise<void>;
    $mock: { set(update: (previous: object) => object): void };
  };
  await mocked.init({ liffId: 'demo', mock: true });
  mocked.$mock.set((previous) => ({ ...previous, isApiAvailable: true, shareTargetPicker: { status: 'success' } }));

  const apply = (userId: string | null) =>
    mocked.$mock.set((previous) => ({
      ...previous,
      isLoggedIn: userId !== null,
      getAccessToken: userId ? `demo-liff:${userId}` : null,
    }));
  apply(localStorage.getItem(DEMO_USER_KEY));

  return {
    client: {
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
    },
    // The mock's picker refuses until the mock's own login has been called once, which the demo's
    // login (a stored user id) never does; the mock's login only counts the call.
    sharer: sharerOf(liff, () => liff.login()),
    // liff-mock answers scanCodeV2 with what `$mock.set` gave its `scanCode`, so each scan first
    // sets that to the code the demo's "camera" sees now (DEMO_SCAN_KEY).
    scanner: scannerOf(liff, () =>
      mocked.$mock.set((previous) => ({ ...previous, scanCode: { value: sessionStorage.getItem(DEMO_SCAN_KEY) } })),
    ),
  };
}

/** `Udemo` and 28 random hex digits: the shape of a LINE user id, marked as made up. */
function newDemoUserId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  return `Udemo${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
