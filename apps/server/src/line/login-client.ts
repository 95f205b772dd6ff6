import { apiMessages } from '@chapter/contract/messages';
import { ApiError } from '../lib/api-error.ts';

export interface LineProfile {
  userId: string;
  displayName: string;
  pictureUrl: string | null;
}

/**
 * What deauthorize did: `revoked`, LINE ended the member's authorization of our channel (every
 * token they hold for it stops working); `token_not_accepted`, LINE no longer takes the token
 * (expired, revoked, the member unlinked the app) or it is not our channel's, so there is nothing
 * to revoke with it; `not_configured`, the server has no channel secret (for that channel) to ask with.
 */
export type LineDeauthorization = 'revoked' | 'token_not_accepted' | 'not_configured';

/** Turns a LIFF access token into the LINE user it belongs to, or refuses it. */
export interface LineLogin {
  profileOf(accessToken: string): Promise<LineProfile>;
  /**
   * Gives up the authorization the member granted our LINE Login channel, with one of their access
   * tokens for it: LINE's development guidelines require it when a member leaves (account erasure).
   * Throws ApiError 503 when LINE cannot be reached.
   */
  deauthorize(userAccessToken: string): Promise<LineDeauthorization>;
}

const TIMEOUT_MS = 10_000;
/** A channel token is renewed this long before LINE says it expires, so none expires in flight. */
const CHANNEL_TOKEN_MARGIN_MS = 60_000;
const refuse = (message: string) => ApiError.field('liff_access_token', message);
const unavailable = () => ApiError.detail(503, apiMessages.lineUnavailable);

/** LINE's answer to verify: the token's channel, or why the member must log in again. */
type Verified = { channelId: string } | { refusal: string };

/**
 * LINE Login v2.1, as LINE documents for a server receiving a LIFF access token: verify it
 * (`GET /oauth2/v2.1/verify`: it must be issued to one of our LINE Login channels and not
 * expired), then read the profile with it. Anything else is a refusal the member can act on.
 *
 * Deauthorizing needs a channel access token: a stateless one (`POST /oauth2/v3/token`, from the
 * channel id and secret, 15 minutes, any number of them), kept until shortly before it expires.
 */
export class LineLoginClient implements LineLogin {
  private channelToken: { value: string; renewAt: number } | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly channelIds: readonly string[],
    /** The secret of channelIds[0] (LINE_LOGIN_CHANNEL_SECRET); null cannot deauthorize. */
    private readonly channelSecret: string | null = null,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async call(path: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await this.fetchImpl(`${this.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw unavailable();
    }
  }

  private async verify(accessToken: string): Promise<Verified> {
    const verify = await this.call(`/oauth2/v2.1/verify?access_token=${encodeURIComponent(accessToken)}`);
    // A rate limit says nothing about the token: the member (or the erasure) should try again.
    if (verify.status >= 500 || verify.status === 429) throw unavailable();
    if (!verify.ok) return { refusal: apiMessages.lineTokenInvalid };
    const token = (await verify.json()) as { client_id?: unknown; expires_in?: unknown };
    if (typeof token.client_id !== 'string' || !this.channelIds.includes(token.client_id)) {
      return { refusal: apiMessages.lineTokenOtherChannel };
    }
    if (typeof token.expires_in !== 'number' || token.expires_in <= 0) return { refusal: apiMessages.lineTokenExpired };
    return { channelId: token.client_id };
  }

  async profileOf(accessToken: string): Promise<LineProfile> {
    const verified = await this.verify(accessToken);
    if ('refusal' in verified) throw refuse(verified.refusal);

    const response = await this.call('/v2/profile', { headers: { Authorization: `Bearer ${accessToken}` } });
    if (response.status >= 500) throw unavailable();
    if (!response.ok) throw refuse(apiMessages.lineTokenInvalid);
    const profile = (await response.json()) as { userId?: unknown; displayName?: unknown; pictureUrl?: unknown };
    if (typeof profile.userId !== 'string' || typeof profile.displayName !== 'string') throw unavailable();
    return {
      userId: profile.userId,
      displayName: profile.displayName,
      pictureUrl: typeof profile.pictureUrl === 'string' ? profile.pictureUrl : null,
    };
  }

  /** A new stateless channel access token for the channel, kept until shortly before it expires. */
  private async issueChannelToken(channelId: string, secret: string): Promise<string> {
    const response = await this.call('/oauth2/v3/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: channelId, client_secret: secret }),
    });
    if (response.status === 400) {
      // LINE refuses the id or secret: the operator's configuration, not LINE's outage; fail loudly.
      const body = (await response.json().catch(() => ({}))) as { error?: unknown; error_description?: unknown };
      throw new Error(
        `LINE refused LINE_LOGIN_CHANNEL_SECRET for channel ${channelId} (${String(body.error)}: ${String(body.error_description)}); check it against the channel's Basic settings in the LINE Developers Console`,
      );
    }
    if (!response.ok) throw unavailable();
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || typeof body.expires_in !== 'number') throw unavailable();
    this.channelToken = {
      value: body.access_token,
      renewAt: Date.now() + body.expires_in * 1000 - CHANNEL_TOKEN_MARGIN_MS,
    };
    return body.access_token;
  }

  private sendDeauthorize(channelToken: string, userAccessToken: string): Promise<Response> {
    return this.call('/user/v1/deauthorize', {
      method: 'POST',
      headers: { Authorization: `Bearer ${channelToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ userAccessToken }),
    });
  }

  async deauthorize(userAccessToken: string): Promise<LineDeauthorization> {
    const channelId = this.channelIds[0];
    const secret = this.channelSecret;
    if (secret === null || channelId === undefined) return 'not_configured';
    // Verify first: LINE would refuse another channel's token, and this tells which refusal it is.
    const verified = await this.verify(userAccessToken);
    if ('refusal' in verified) return 'token_not_accepted';
    if (verified.channelId !== channelId) return 'not_configured';

    const kept = this.channelToken && this.channelToken.renewAt > Date.now() ? this.channelToken.value : null;
    let response = await this.sendDeauthorize(
      kept ?? (await this.issueChannelToken(channelId, secret)),
      userAccessToken,
    );
    if (response.status === 401 && kept !== null) {
      // A kept channel token LINE no longer takes (a rotated secret, a reset fake): once more with a new one.
      response = await this.sendDeauthorize(await this.issueChannelToken(channelId, secret), userAccessToken);
    }
    if (response.ok) return 'revoked';
    // Revoked or expired since verify (LINE: "invalid or already deauthorized"): nothing left to revoke.
    if (response.status === 400) return 'token_not_accepted';
    throw unavailable();
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
  // No LINE has granted the demo's made-up accounts anything, so erasing one has nothing to revoke:
  // 'revoked' lets the demo walk the same path as production.
  deauthorize: async () => 'revoked',
};

/** Neither LINE nor the demo: the mini-app login is not available. */
export const noLineLogin: LineLogin = {
  profileOf: async () => {
    throw ApiError.detail(400, apiMessages.lineNotConfigured);
  },
  deauthorize: async () => 'not_configured',
};
