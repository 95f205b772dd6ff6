import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';

/** /liff-app/profile: the profile inside LINE; Log Out returns to the mini-app's landing page. */
export function LiffAppProfile() {
  return <ProfileScreen logoutTo="/liff/profile/" />;
}
