/**
 * A page that shares through the real @line/liff 2.21.0 in an external browser, as an app does:
 * init, log in, then `liff.shareTargetPicker(window.shareMessages)` on a button press. What the SDK
 * answered lands in `window.shareOutcomes`, so the browser test can check it against fake-line.
 */
import liff from '@line/liff';

export type ShareOutcome =
  | { resolved: { status: string } | null }
  | { error: { code: string | undefined; message: string } };

declare global {
  interface Window {
    shareMessages: object[];
    shareOutcomes: ShareOutcome[];
    shareReady: Promise<{ loggedIn: boolean; available: boolean }>;
  }
}

const liffId = new URLSearchParams(location.search).get('liffId') ?? '';
window.shareMessages = [{ type: 'text', text: 'hello from the test page' }];
window.shareOutcomes = [];

async function start() {
  await liff.init({ liffId });
  const loggedIn = liff.isLoggedIn();
  const login = document.getElementById('login');
  const share = document.getElementById('share');
  if (!loggedIn) {
    login?.removeAttribute('hidden');
    login?.addEventListener('click', () => liff.login());
  } else {
    share?.removeAttribute('hidden');
    share?.addEventListener('click', async () => {
      try {
        // The SDK types messages with @line/bot-sdk's types; the test page sends whatever the test set.
        const result = await liff.shareTargetPicker(
          window.shareMessages as Parameters<typeof liff.shareTargetPicker>[0],
        );
        window.shareOutcomes.push({ resolved: result ?? null });
      } catch (error) {
        const { code, message } = error as { code?: string; message: string };
        window.shareOutcomes.push({ error: { code, message } });
      }
    });
  }
  const status = { loggedIn, available: liff.isApiAvailable('shareTargetPicker') };
  const text = document.getElementById('status');
  if (text) text.textContent = JSON.stringify(status);
  return status;
}

window.shareReady = start();
