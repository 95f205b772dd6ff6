import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { formatBaht } from '../../../lib/format.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { type Confirmation, usePaymentConfirmations } from '../api/payment-confirmations.ts';
import { type ExportFormat, useDownloadPaymentExport } from '../api/payment-export.ts';
import { bangkokToday } from '../utils/bangkok-input.ts';
import { ConfirmationCard, signedBaht } from './confirmation-card.tsx';
import { ReverseConfirmationDialog } from './reverse-confirmation-dialog.tsx';

interface Month {
  year: number;
  /** 1–12 */
  month: number;
}

const shift = ({ year, month }: Month, delta: number): Month => {
  const total = year * 12 + (month - 1) + delta;
  return { year: Math.floor(total / 12), month: (total % 12) + 1 };
};

/** YYYY-MM, as the API takes a month. */
const monthParam = ({ year, month }: Month) => `${year}-${String(month).padStart(2, '0')}`;

/** Sums in satang, so 0.1 + 0.2 never shows as 0.30000000000000004. */
const sum = (rows: readonly Confirmation[], amount: (row: Confirmation) => number) =>
  rows.reduce((total, row) => total + Math.round(amount(row) * 100), 0) / 100;

/**
 * The month's confirmed payments (Bangkok months, Gregorian years as elsewhere in the back office):
 * totals of those that count, the list with reversed ones marked, the files for the chapter's
 * accounts, and an Admin's reversal of a confirmation with a reason.
 */
export function PaymentsPage() {
  const [selected, setSelected] = useState<Month>(() => bangkokToday());
  const [reversing, setReversing] = useState<Confirmation | null>(null);
  const month = monthParam(selected);
  const confirmations = usePaymentConfirmations(month);
  const download = useDownloadPaymentExport();
  // The saved file says it worked; a refusal is a toast.
  const saving = useSubmit(download, { fields: [] });
  const t = th.paymentsPage;
  const monthName = t.monthTitle(th.participants.months[selected.month - 1] ?? '', selected.year);

  const save = (format: ExportFormat) => void saving.submit({ month, format });
  const downloading = (format: ExportFormat) => download.isPending && download.variables?.format === format;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t.previousMonth}
            onClick={() => setSelected((current) => shift(current, -1))}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Title order={2} size="h4" miw={150} ta="center" aria-live="polite">
            {monthName}
          </Title>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t.nextMonth}
            onClick={() => setSelected((current) => shift(current, 1))}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={downloading('csv')}
            disabled={download.isPending && !downloading('csv')}
            onClick={() => save('csv')}
          >
            {t.downloadCsv}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={downloading('xlsx')}
            disabled={download.isPending && !downloading('xlsx')}
            onClick={() => save('xlsx')}
          >
            {t.downloadExcel}
          </Button>
        </Group>
      </Group>

      <QueryView query={confirmations} loadFailed={th.backOffice.loadFailed} empty={t.empty}>
        {(data) => (
          <>
            <Totals confirmations={data} />
            <Stack component="ul" gap="sm" p={0} m={0} aria-label={t.confirmations}>
              {data.map((confirmation) => (
                <ConfirmationCard key={confirmation.id} confirmation={confirmation} onReverse={setReversing} />
              ))}
            </Stack>
          </>
        )}
      </QueryView>

      {reversing && <ReverseConfirmationDialog confirmation={reversing} onClose={() => setReversing(null)} />}
    </Stack>
  );
}

/** The month's totals over the confirmations that count (reversed ones undo themselves). */
function Totals({ confirmations }: { confirmations: readonly Confirmation[] }) {
  const t = th.paymentsPage;
  const live = confirmations.filter((confirmation) => confirmation.reversed_at === null);
  const figures = [
    { label: t.received, value: formatBaht(sum(live, (row) => row.received)) },
    { label: t.applied, value: formatBaht(sum(live, (row) => row.applied)) },
    { label: t.waived, value: formatBaht(sum(live, (row) => row.waived)) },
    { label: t.creditChange, value: signedBaht(sum(live, (row) => row.credit_change)) },
  ];
  return (
    <Paper withBorder p="md" component="section" aria-label={t.totalsTitle}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Text fw={600}>{t.totalsTitle}</Text>
        <Text size="sm" c="dimmed">
          {t.count(live.length, confirmations.length - live.length)} · {t.totalsNote}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {figures.map((figure) => (
          <div key={figure.label}>
            <Text size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Text fw={600}>{th.common.baht(figure.value)}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
