import { Anchor, Box, Container, Group, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Suspense, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import { NotAvailableNotice } from '../../../components/not-available-notice.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import * as th from '../../../i18n/th.ts';
import { isAdmin } from '../../../lib/session.ts';
import { PhoneOnlyLoginWarning } from './phone-only-login-warning.tsx';

const sections = ['events', 'meetings', 'members', 'payments', 'settings', 'audit', 'privacy'] as const;

/**
 * `/admin/*`: the back office, for members with the Admin role, on a desktop or a phone. A menu of its
 * sections over the chosen one. Hiding it from others is only courtesy: the API answers 403.
 */
export function BackOfficeLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = sections.find((section) => location.pathname.startsWith(`/admin/${section}`)) ?? 'events';
  const menu = useRef<HTMLDivElement>(null);
  // On a phone the menu scrolls sideways: a page opened by its address shows its own tab.
  useEffect(() => {
    menu.current?.querySelector(`[data-section="${current}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  return (
    <>
      <title>{`${th.backOffice.title} · ${th.appName}`}</title>
      <Box
        component="header"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="xl" px="md" pt="xs">
          <Group justify="space-between" wrap="nowrap">
            {/* The chapter's name gives way (the logo cuts it short) before the title or the way back. */}
            <Group gap="md" wrap="nowrap" miw={0}>
              <Logo />
              <Title order={1} size="h4" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                {th.backOffice.title}
              </Title>
            </Group>
            {/* On a phone only the arrow shows (the name stays for screen readers), so the title fits. */}
            <Anchor component={Link} to="/" size="sm" aria-label={th.backOffice.backHome} style={{ flexShrink: 0 }}>
              {/* At least 24×24 px to tap (WCAG 2.5.8) when the arrow is all there is. */}
              <Group gap={4} wrap="nowrap" mih={24} miw={24} justify="center">
                <IconArrowLeft size={18} aria-hidden />
                <Text span inherit visibleFrom="xs">
                  {th.backOffice.backHome}
                </Text>
              </Group>
            </Anchor>
          </Group>
          <Tabs value={current} onChange={(value) => value && navigate(`/admin/${value}`)} mt="xs">
            {/* One line that scrolls sideways on a phone, rather than three rows of tabs. */}
            <Tabs.List
              ref={menu}
              aria-label={th.backOffice.navLabel}
              style={{ flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'thin' }}
            >
              {sections.map((section) => (
                <Tabs.Tab key={section} value={section} fz="md" data-section={section} style={{ flexShrink: 0 }}>
                  {th.backOffice.nav[section]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </Container>
      </Box>
      <Container size="xl" px="md" py="lg" component="main">
        {isAdmin() ? (
          <>
            <PhoneOnlyLoginWarning />
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </>
        ) : (
          <NotAvailableNotice message={th.backOffice.notAdmin} />
        )}
      </Container>
    </>
  );
}
