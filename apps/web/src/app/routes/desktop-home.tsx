import { Box, Button, Container, Group, Tabs, Text } from '@mantine/core';
import { IconSettings, IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { ProfileScreen } from '../../features/profile/components/profile-screen.tsx';
import { th } from '../../i18n/th.ts';
import { getDisplayName, isAdmin, isSecretaryTreasurer } from '../../lib/session.ts';
import classes from './desktop-home.module.css';
import { type HomeTab, tabsFor } from './home-tabs.ts';

// Each tab's screen is its own chunk, fetched when the tab is first opened: the home starts on
// Profile, and most visits never leave it.
const EventsScreen = lazy(() =>
  import('../../features/events/components/events-screen.tsx').then((m) => ({ default: m.EventsScreen })),
);
const PaymentScreen = lazy(() =>
  import('../../features/payment/components/payment-screen.tsx').then((m) => ({ default: m.PaymentScreen })),
);
const PaymentValidationScreen = lazy(() =>
  import('../../features/payment-validation/components/payment-validation-screen.tsx').then((m) => ({
    default: m.PaymentValidationScreen,
  })),
);
const ParticipantsScreen = lazy(() =>
  import('../../features/participants/components/participants-screen.tsx').then((m) => ({
    default: m.ParticipantsScreen,
  })),
);
const LineAccountsScreen = lazy(() =>
  import('../../features/line-accounts/components/line-accounts-screen.tsx').then((m) => ({
    default: m.LineAccountsScreen,
  })),
);

/**
 * `/`: the desktop home. A top menu (logo, tabs, the display name) over the chosen tab's screen.
 * The tab is local state starting on Profile, as the spec says: it has no URL of its own.
 */
export function DesktopHome() {
  const [tab, setTab] = useState<HomeTab>('profile');
  const admin = isAdmin();
  const tabs = tabsFor({ staff: isSecretaryTreasurer(), admin });
  const displayName = getDisplayName();

  return (
    <Tabs value={tab} onChange={(value) => value && setTab(value as HomeTab)} keepMounted={false} variant="default">
      <title>{th.appName}</title>
      <Box
        component="header"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="lg" px="md">
          <div className={classes.bar}>
            <div className={classes.logo}>
              <Logo />
            </div>
            <Group gap={6} wrap="nowrap" className={classes.user}>
              {admin && (
                // The back office has pages of its own (/admin/...), so it is a link, not a tab.
                <Button
                  component={Link}
                  to="/admin/events"
                  variant="light"
                  size="compact-md"
                  mr="sm"
                  leftSection={<IconSettings size={16} aria-hidden />}
                >
                  {th.backOffice.menuEntry}
                </Button>
              )}
              <IconUserCircle size={22} aria-hidden style={{ flexShrink: 0 }} />
              <Text fw={500} truncate data-testid="display-name">
                {displayName}
              </Text>
            </Group>
            <Tabs.List aria-label={th.home.menuLabel} className={classes.tabs}>
              {tabs.map((item) => (
                <Tabs.Tab key={item.value} value={item.value} fz="md">
                  {item.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </div>
        </Container>
      </Box>
      <Container size="lg" px="md" py="lg" component="main">
        {tabs.map((item) => (
          <Tabs.Panel key={item.value} value={item.value}>
            <Suspense fallback={<PageLoader />}>
              <TabScreen tab={item.value} />
            </Suspense>
          </Tabs.Panel>
        ))}
      </Container>
    </Tabs>
  );
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
    case 'validation':
      return <PaymentValidationScreen />;
    case 'participants':
      return <ParticipantsScreen />;
    case 'line-accounts':
      return <LineAccountsScreen />;
  }
}
