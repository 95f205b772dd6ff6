import { Anchor, Box, Container, Group, Tabs, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import { NotAvailableNotice } from '../../../components/not-available-notice.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { th } from '../../../i18n/th.ts';
import { isAdmin } from '../../../lib/session.ts';
import { PhoneOnlyLoginWarning } from './phone-only-login-warning.tsx';

const sections = ['events', 'members', 'payments', 'settings', 'audit', 'privacy'] as const;

/**
 * `/admin/*`: the back office, for members with the Admin role, on desktop. A menu of its
 * sections over the chosen one. Hiding it from others is only courtesy: the API answers 403.
 */
export function BackOfficeLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = sections.find((section) => location.pathname.startsWith(`/admin/${section}`)) ?? 'events';

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
            <Group gap="md" wrap="nowrap">
              <Logo />
              <Title order={1} size="h4">
                {th.backOffice.title}
              </Title>
            </Group>
            <Anchor component={Link} to="/" size="sm">
              <Group gap={4} wrap="nowrap">
                <IconArrowLeft size={16} aria-hidden />
                {th.backOffice.backHome}
              </Group>
            </Anchor>
          </Group>
          <Tabs value={current} onChange={(value) => value && navigate(`/admin/${value}`)} mt="xs">
            <Tabs.List aria-label={th.backOffice.navLabel}>
              {sections.map((section) => (
                <Tabs.Tab key={section} value={section} fz="md">
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
