import { Group, Stack } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import * as th from '../../../i18n/th.ts';
import { useProfile } from '../../../lib/profile.ts';
import { LogoutButton } from './logout-button.tsx';
import { MyAttendanceSection } from './my-attendance-section.tsx';
import { MyCardSection } from './my-card-section.tsx';
import { MyPrivacySection } from './my-privacy-section.tsx';
import { ProfileSummary } from './profile-summary.tsx';
import { RegistrationList } from './registration-list.tsx';
import { RemindersSwitch } from './reminders-switch.tsx';
import { SignOutEverywhereButton } from './sign-out-everywhere-button.tsx';

interface ProfileScreenProps {
  /**
   * Where Log Out and signing out of every device lead: /login on the desktop, /liff/profile/ in
   * the mini-app (spec section 2).
   */
  logoutTo: string;
}

/** The member's profile, shared by the desktop Profile tab and /liff-app/profile. */
export function ProfileScreen({ logoutTo }: ProfileScreenProps) {
  const profile = useProfile();

  if (profile.isPending) return <PageLoader />;

  if (profile.isError) {
    return (
      <Stack gap="md">
        <ErrorAlert
          title={th.profile.loadFailed}
          messages={profile.error.errorMessages}
          onRetry={() => profile.refetch()}
          retrying={profile.isFetching}
        />
        {/* Logging out must stay possible when the profile cannot load. */}
        <Group>
          <LogoutButton to={logoutTo} />
          <SignOutEverywhereButton to={logoutTo} />
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <ProfileSummary profile={profile.data} />
      <RegistrationList registrations={profile.data.registrations} />
      <MyAttendanceSection />
      <MyCardSection profile={profile.data} />
      <RemindersSwitch remindersOff={profile.data.reminders_off} />
      <MyPrivacySection logoutTo={logoutTo} />
      <Group>
        <LogoutButton to={logoutTo} />
        <SignOutEverywhereButton to={logoutTo} />
      </Group>
    </Stack>
  );
}
