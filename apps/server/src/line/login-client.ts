import { apiMessages } from '@chapter/contract/messages';
import { ApiError } from '../lib/api-error.ts';

export interface LineProfile {
  userId: string;
  displayName: string;
  pictureUrl: string | null;
}

/** Turns a LIFF access token into the LINE user it belongs to, or refuses it. */
export interface LineLogin {
  profileOf(accessToken: string): Promise<LineProfile>;
}

const TIMEOUT_MS = 10_000;
const refuse = (message: string) => ApiError.field('liff_access_token', message);

/**
 * LINE Login v2.1, as LINE documents for a server receiving a LIFF access token: verify it
 * (`GET /oauth2/v2.1/verify`: it must be issued to one of our LINE Login channels and not
 * expired), then read the profile with it. Anything else is a refusal the member can act on.
 */
export class LineLoginClient implements LineLogin {
  constructor(
    private readonly baseUrl: string,
    private readonly channelIds: readonly string[],
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    try {
      return await this.fetchImpl(`${this.baseUrl}${path}`, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw ApiError.detail(503, apiMessages.lineUnavailable);
    }
  }

  async profileOf(accessToken: string): Promise<LineProfile> {
    const verify = await this.get(`/oauth2/v2.1/verify?access_token=${encodeURIComponent(accessToken)}`);
    if (verify.status >= 500) throw ApiError.detail(503, apiMessages.lineUnavailable);
    if (!verify.ok) throw refuse(apiMessages.lineTokenInvalid);
    const token = (await verify.json()) as { client_id?: unknown; expires_in?: unknown };
    if (typeof token.client_id !== 'string' || !this.channelIds.includes(token.client_id)) {
      throw refuse(apiMessages.lineTokenOtherChannel);
    }
    if (typeof token.expires_in !== 'number' || token.expires_in <= 0) throw refuse(apiMessages.lineTokenExpired);

    const response = await this.get('/v2/profile', { Authorization: `Bearer ${accessToken}` });
    if (response.status >= 500) throw ApiError.detail(503, apiMessages.lineUnavailable);
    if (!response.ok) throw refuse(apiMessages.lineTokenInvalid);
    const profile = (await response.json()) as { userId?: unknown; displayName?: unknown; pictureUrl?: unknown };
    if (typeof profile.userId !== 'string' || typeof profile.displayName !== 'string') {
      throw ApiError.detail(503, apiMessages.lineUnavailable);
    }
    return {
      userId: profile.userId,
      displayName: profile.displayName,
      pictureUrl: typeof profile.pictureUrl === 'string' ? profile.pictureUrl : null,
    };
  }
}

/** The access tokens the offline demo's mocked LIFF SDK hands out: `demo-liff:` and a made-up user id. */
export const DEMO_TOKEN = /^demo-liff:(Udemo[0-9a-f]{28})$/;

/**
 * The offline demo has no LINE to ask, so it believes the mocked SDK. Only ever used in demo mode,
 * which refuses to start with real LINE credentials (config.ts).
 */
export const demoLineLogin: LineLogin = {
  profileOf: async (accessToken) => {
    const userId = DEMO_TOKEN.exec(accessToken)?.[1];
    if (!userId) throw refuse(apiMessages.lineTokenInvalid);
    return { userId, displayName: `LINE สาธิต ${userId.slice(-4)}`, pictureUrl: null };
  },
};

/** Neither LINE nor the demo: the mini-app login is not available. */
export const noLineLogin: LineLogin = {
  profileOf: async () => {
    throw ApiError.detail(400, apiMessages.lineNotConfigured);
  },
};
