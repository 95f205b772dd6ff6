import { Navigate, useLocation } from 'react-router';
import { hasToken } from '../lib/session.ts';
import { ConsentGate } from './consent-gate.tsx';

/**
 * Routes that need a stored token (/ and /liff-app/*). Without one, go to /login and keep where
 * the member was going in route state `from`, so login can bring them back. The server checks
 * the token itself; a stale one ends in a 401, which the API client turns into the same trip.
 */
export function RequireToken() {
  const location = useLocation();
  if (!hasToken()) {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  // Then the privacy notice, if the member has yet to agree to the version in force.
  return <ConsentGate />;
}
