/**
 * A page that does what an app does with @line/liff in an external browser, and reports what it
 * saw in `window.liffResult`, so the browser test can check the real SDK accepts fake-line.
 */
import liff from '@line/liff';

export interface LiffPageResult {
  loggedIn: boolean;
  accessToken?: string | null;
  idTokenSub?: string | undefined;
  idTokenAud?: string | undefined;
  displayName?: string;
  contextType?: string;
  error?: { code: string; message: string };
}

declare global {
  interface Window {
    liffResult: Promise<LiffPageResult>;
  }
}

// The LIFF id comes from the page's own address (?liffId=...) so one build serves every test.
const liffId = new URLSearchParams(location.search).get('liffId') ?? '';
const status = document.getElementById('status');
const loginButton = document.getElementById('login');

async function run(): Promise<LiffPageResult> {
  try {
    await liff.init({ liffId });
    if (!liff.isLoggedIn()) {
      loginButton?.removeAttribute('hidden');
      loginButton?.addEventListener('click', () => liff.login());
      return { loggedIn: false };
    }
    const profile = await liff.getProfile();
    const decoded = liff.getDecodedIDToken();
    return {
      loggedIn: true,
      accessToken: liff.getAccessToken(),
      idTokenSub: decoded?.sub,
      idTokenAud: decoded?.aud,
      displayName: profile.displayName,
      contextType: liff.getContext()?.type,
    };
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return { loggedIn: false, error: { code: String(code), message: String(message) } };
  }
}

window.liffResult = run().then((result) => {
  if (status) status.textContent = JSON.stringify(result);
  return result;
});
