import { websiteUrl } from '@chapter/contract/website';
import { Anchor, Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAddressBook, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { th } from '../../../i18n/th.ts';
import { formatPhone } from '../../../lib/format.ts';
import { type PublicProfile, vCardUrl } from '../api/get-public-profile.ts';
import defaultAvatar from '../assets/default-avatar.svg';

const labels = th.businessCard;

/** The card itself: picture, name, email and company, the three actions, then every field in a list. */
export function BusinessCard({ id, card }: { id: string; card: PublicProfile }) {
  const website = websiteUrl(card.website);
  return (
    <Stack gap="lg" align="center">
      <Avatar
        src={card.liff_picture_url ?? defaultAvatar}
        alt={labels.pictureAlt(card.full_name)}
        size={128}
        radius={999}
      />
      <Stack gap={4} align="center" w="100%">
        <Title order={1} fz="h2" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {card.full_name}
        </Title>
        {card.email && (
          <Text c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
            {card.email}
          </Text>
        )}
        {card.company && (
          <Text fw={500} ta="center">
            {card.company}
          </Text>
        )}
      </Stack>

      <Group grow gap="xs" w="100%" preventGrowOverflow={false}>
        <Button component="a" href={vCardUrl(id)} leftSection={<IconAddressBook size={18} aria-hidden />}>
          {labels.saveContact}
        </Button>
        {card.email ? (
          <Button
            component="a"
            href={`mailto:${card.email}`}
            variant="light"
            leftSection={<IconMail size={18} aria-hidden />}
          >
            {labels.sendMail}
          </Button>
        ) : (
          <Button variant="light" disabled leftSection={<IconMail size={18} aria-hidden />}>
            {labels.sendMail}
          </Button>
        )}
        <Button
          component="a"
          href={`tel:${card.tel}`}
          variant="light"
          leftSection={<IconPhone size={18} aria-hidden />}
        >
          {labels.call}
        </Button>
      </Group>

      <Paper withBorder radius="md" p="md" w="100%">
        <dl
          aria-label={labels.detailsLabel}
          style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px' }}
        >
          <Row label={labels.name}>{card.full_name}</Row>
          <Row label={labels.company}>{card.company}</Row>
          <Row label={labels.position}>{card.position}</Row>
          <Row label={labels.phone}>
            <Anchor href={`tel:${card.tel}`}>{formatPhone(card.tel)}</Anchor>
          </Row>
          <Row label={labels.email}>{card.email && <Anchor href={`mailto:${card.email}`}>{card.email}</Anchor>}</Row>
          <Row label={labels.website}>
            {website && (
              <Anchor href={website} target="_blank" rel="noopener noreferrer">
                {card.website}
              </Anchor>
            )}
          </Row>
        </dl>
      </Paper>
    </Stack>
  );
}

/** One field; an empty one says so in a neutral grey rather than leaving a gap. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '' || children === false;
  return (
    <>
      <Text component="dt" c="dimmed" size="sm" lh="24px">
        {label}
      </Text>
      <Text component="dd" m={0} lh="24px" c={empty ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {empty ? labels.notGiven : children}
      </Text>
    </>
  );
}
