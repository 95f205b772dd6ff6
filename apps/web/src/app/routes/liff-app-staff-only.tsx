import { Navigate, Outlet } from 'react-router';
import { isSecretaryTreasurer } from '../../lib/session.ts';

/**
 * /liff-app/validation and /liff-app/participants: the staff rich menu's screens inside LINE, for
 * the roles the desktop home shows those tabs to (the API admits only them). Anyone else who opens
 * the link (a member whose role was taken away before the menu caught up) lands on their events,
 * with nothing to read as an error: the server still refuses every staff call.
 */
export function LiffAppStaffOnly() {
  return isSecretaryTreasurer() ? <Outlet /> : <Navigate to="/liff-app/event" replace />;
}
