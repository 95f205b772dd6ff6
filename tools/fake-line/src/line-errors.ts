/**
 * LINE's error bodies, in one place so tests can inject exactly what LINE sends.
 *
 * Sources: LINE's API references and error reports quoted in public issues (the Messaging API's
 * `{"message", "details"}` shape and its detail texts, the 401/409/429 texts); LINE Login's
 * OAuth-style `{"error", "error_description"}` shape. Where LINE's exact words are not published
 * (an unknown LIFF id, a token without the profile scope), the shape is LINE's and the words ours.
 */

/** Messaging API bodies: `{ message, details? }`. */
export const MESSAGING_ERRORS = {
  missingAuthorization: {
    message: "Authorization header required. Must follow the scheme, 'Authorization: Bearer <ACCESS TOKEN>'",
  },
  authenticationFailed: {
    message: 'Authentication failed. Confirm that the access token in the authorization header is valid.',
  },
  retryKeyAccepted: { message: 'The retry key is already accepted' },
  invalidRetryKey: { message: 'The value of the X-Line-Retry-Key header is invalid' },
  rateLimit: { message: 'The API rate limit has been exceeded. Try again later.' },
  monthlyLimit: { message: 'You have reached your monthly limit.' },
  internal: { message: 'An error occurred in the server. Try again later.' },
  invalidJson: { message: 'The request body has an invalid JSON format.' },
  invalidProperty: (property: string) => ({
    message: `The property, '${property}', in the request body is invalid (line: -, column: -)`,
  }),
} as const;

/** LINE Login bodies: `{ error, error_description }`, as OAuth 2.0 servers answer. */
export const LOGIN_ERRORS = {
  accessTokenExpired: { error: 'invalid_request', error_description: 'access token expired' },
  invalidAccessToken: { error: 'invalid_request', error_description: 'invalid access token' },
  accessTokenRequired: { error: 'invalid_request', error_description: 'access_token is required' },
  unsupportedGrantType: { error: 'unsupported_grant_type', error_description: 'unsupported grant_type' },
  invalidClient: { error: 'invalid_client', error_description: 'invalid client_id' },
  invalidClientSecret: { error: 'invalid_client', error_description: 'invalid client_secret' },
  invalidCode: { error: 'invalid_grant', error_description: 'invalid authorization code' },
  codeExpired: { error: 'invalid_grant', error_description: 'authorization code expired' },
  redirectUriMismatch: { error: 'invalid_grant', error_description: 'redirect_uri does not match' },
  invalidCodeVerifier: { error: 'invalid_grant', error_description: 'invalid code_verifier' },
  codeVerifierRequired: { error: 'invalid_request', error_description: 'code_verifier is required' },
  invalidLiffId: { error: 'invalid_request', error_description: 'invalid liffId' },
  /** What LINE's authorize step sends back when the user presses Cancel. */
  accessDenied: { error: 'access_denied', error_description: 'The resource owner denied the request.' },
} as const;

/** LINE Login's profile endpoint answers like the Messaging API: `{ message }`. */
export const PROFILE_ERRORS = {
  authenticationFailed: MESSAGING_ERRORS.authenticationFailed,
  missingScope: { message: 'The access token does not have the profile scope.' },
} as const;

/**
 * POST /user/v1/deauthorize: a channel-token endpoint, so its 401s are the Messaging API's; LINE
 * documents only "400: the user access token is invalid or already deauthorized" for the rest.
 */
export const DEAUTHORIZE_ERRORS = {
  missingAuthorization: MESSAGING_ERRORS.missingAuthorization,
  authenticationFailed: MESSAGING_ERRORS.authenticationFailed,
  userAccessTokenRequired: { message: "The property, 'userAccessToken', in the request body is required" },
  invalidUserAccessToken: { message: 'The user access token is invalid or has already been deauthorized' },
  otherChannel: { message: 'The user access token was not issued for this channel' },
} as const;

/** The body an injected failure gets when the test gives none. */
export function defaultFailureBody(status: number): object {
  if (status === 429) return MESSAGING_ERRORS.rateLimit;
  if (status === 401) return MESSAGING_ERRORS.authenticationFailed;
  if (status >= 500) return MESSAGING_ERRORS.internal;
  return { message: `Injected failure with status ${status}` };
}
