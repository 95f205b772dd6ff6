import { fullName } from '@chapter/contract/names';
import { Box, Button, Container, Group, Tabs, Text } from '@mantine/core';
import { IconSettings, IconUserCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadBoundary, lazyPart } from '../../components/lazy-part.tsx';
import { Logo } from '../../components/logo.tsx';
import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';
import * as th from '../../i18n/th.ts';
import { pageTitle, useChapterName } from '../../lib/app-config.ts';
import { useProfile } from '../../lib/profile.ts';
import { canFollowAttendance, canRunDoor, getDisplayName, isAdmin, isSecretaryTreasurer } from '../../lib/session.ts';
import classes from './desktop-home.module.css';
import { type HomeTab, tabsFor } from './home-tabs.ts';

// Each tab's screen is its own chunk, fetched when the tab is first opened: the home starts on
// Profile, and most visits never leave it. lazyPart: a failed fetch can be retried (issue 32).
const EventsScreen = lazyPart(() =>
  import('../../features/events/components/events-screen.tsx').then((m) => m.EventsScreen),
);
const PaymentScreen = lazyPart(() =>
  import('../../features/payment/components/payment-screen.tsx').then((m) => m.PaymentScreen),
);
const DoorScreen = lazyPart(() => import('../../features/door/components/door-screen.tsx').then((m) => m.DoorScreen));
const AttendanceScreen = lazyPart(() =>
  import('../../features/attendance/components/attendance-screen.tsx').then((m) => m.AttendanceScreen),
);
const PaymentValidationScreen = lazyPart(() =>
  import('../../features/payment-validation/components/payment-validation-screen.tsx').then(
    (m) => m.PaymentValidationScreen,
  ),
);
const ParticipantsScreen = lazyPart(() =>
  import('../../features/participants/components/participants-screen.tsx').then((m) => m.ParticipantsScreen),
);
const LineAccountsScreen = lazyPart(() =>
  import('../../features/line-accounts/components/line-accounts-screen.tsx').then((m) => m.LineAccountsScreen),
);

/**
 * `/`: the desktop home. A top menu (logo, tabs, the member's name) over the chosen tab's screen.
 * The tab is local state starting on Profile, as the spec says: it has no URL of its own.
 */
export function DesktopHome() {
  const [tab, setTab] = useState<HomeTab>('profile');
  const admin = isAdmin();
  const tabs = tabsFor({
    staff: isSecretaryTreasurer(),
    admin,
    door: canRunDoor(),
    officers: canFollowAttendance(),
  });
  const displayName = useMemberName();
  const chapterName = useChapterName();
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<HomeTab, HTMLButtonElement>());

  // The tabs are one row that scrolls sideways when it does not fit (a phone, a narrow window):
  // the chosen one is always brought into view, with a little of its neighbour showing.
  useEffect(() => {
    const list = listRef.current;
    const active = tabRefs.current.get(tab);
    if (list && active) revealTab(list, active);
  }, [tab]);

  return (
    <Tabs value={tab} onChange={(value) => value && setTab(value as HomeTab)} keepMounted={false} variant="default">
      <title>{pageTitle(chapterName)}</title>
      <Box
        component="header"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="xl" px="md">
          <div className={classes.bar}>
            <div className={classes.logo}>
              <Logo />
            </div>
            <Tabs.List ref={listRef} aria-label={th.home.menuLabel} className={classes.tabs}>
              {tabs.map((item) => (
                <Tabs.Tab
                  key={item.value}
                  ref={(element) => {
                    if (element) tabRefs.current.set(item.value, element);
                    else tabRefs.current.delete(item.value);
                  }}
                  value={item.value}
                  fz="md"
                  className={classes.tab}
                >
                  {item.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Group gap={6} wrap="nowrap" className={classes.user}>
              {admin && (
                // The back office has pages of its own (/admin/...), so it is a link, not a tab. On
                // a phone only its icon shows (it is a desktop screen); its name stays for screen readers.
                <Button
                  component={Link}
                  to="/admin/events"
                  variant="light"
                  size="compact-md"
                  mr={6}
                  aria-label={th.backOffice.menuEntry}
                  leftSection={<IconSettings size={16} aria-hidden />}
                  classNames={{ root: classes.backOffice, section: classes.backOfficeIcon }}
                >
                  <Box component="span" visibleFrom="sm">
                    {th.backOffice.menuEntry}
                  </Box>
                </Button>
              )}
              <IconUserCircle size={22} aria-hidden className={classes.userIcon} />
              <Text fw={500} truncate data-testid="display-name" className={classes.name}>
                {displayName}
              </Text>
            </Group>
          </div>
        </Container>
      </Box>
      <Container size="xl" px="md" py="lg" component="main">
        {tabs.map((item) => (
          <Tabs.Panel key={item.value} value={item.value}>
            {/* A tab whose code cannot be fetched says so in its place; the menu keeps working. */}
            <LoadBoundary>
              <TabScreen tab={item.value} />
            </LoadBoundary>
          </Tabs.Panel>
        ))}
      </Container>
    </Tabs>
  );
}

/**
 * The signed-in member's first and last name, never their LINE display name. The profile (which the
 * Profile tab loads anyway) is the truth and follows an edit of the name; until it arrives, the name
 * kept at login. A cookie an earlier version wrote held the LINE name: the profile replaces it.
 */
function useMemberName(): string {
  const profile = useProfile();
  if (!profile.data) return getDisplayName();
  return fullName(profile.data.first_name, profile.data.last_name);
}

/** Scrolls the tab list (never the page) just enough to show the whole tab and a bit beyond it. */
function revealTab(list: HTMLElement, tab: HTMLElement) {
  const margin = 32;
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  let left: number | null = null;
  if (start - margin < list.scrollLeft) left = start - margin;
  else if (end + margin > list.scrollLeft + list.clientWidth) left = end + margin - list.clientWidth;
  if (left === null) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  list.scrollTo({ left: Math.max(0, left), behavior: reduceMotion ? 'auto' : 'smooth' });
}

/** What each tab shows. The staff tabs are listed only for their roles (and the API refuses others). */
function TabScreen({ tab }: { tab: HomeTab }) {
  switch (tab) {
    case 'profile':
      return <ProfileScreen logoutTo="/login" />;
    case 'events':
      return <EventsScreen />;
    case 'payment':
      return <PaymentScreen />;
    case 'door':
      return <DoorScreen />;
    case 'attendance':
      return <AttendanceScreen />;
    case 'validation':
      return <PaymentValidationScreen />;
    case 'participants':
      return <ParticipantsScreen />;
    case 'line-accounts':
      return <LineAccountsScreen />;
  }
}
