import { apiRoutes } from '@chapter/contract/routes';
import { apiRequest } from './api-client.ts';
import { clearSession } from './session.ts';

/**
 * Signs the member out (spec section 4): revoke the token on the server, then forget the session
 * here. A failed revocation (offline, token already revoked) must not keep anyone signed in on
 * this browser, so its error is ignored.
 */
export async function logout(): Promise<void> {
  try {
    await apiRequest(apiRoutes.signOut, { keepSessionOn401: true });
  } catch {
    // Ignored on purpose, see above.
  }
  clearSession();
}
