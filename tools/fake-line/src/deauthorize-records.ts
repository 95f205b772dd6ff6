/**
 * What the token and deauthorize endpoints (deauthorize.ts) leave in the store. In a file of their
 * own, below both, so the store holds them without importing the endpoints that use the store.
 */

/** A stateless channel access token (POST /oauth2/v3/token): a channel's, not a user's. */
export interface ChannelTokenGrant {
  channelId: string;
  expiresAt: number;
}

/** One accepted POST /user/v1/deauthorize: the user's authorization of the channel, revoked. */
export interface Deauthorization {
  channelId: string;
  userId: string;
  /** How many of the user's access tokens for the channel it revoked. */
  revokedAccessTokens: number;
  at: string;
}
