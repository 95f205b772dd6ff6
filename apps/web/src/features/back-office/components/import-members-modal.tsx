import type { TMemberImportPreview } from '@chapter/contract/admin-members';
import { fullName } from '@chapter/contract/names';
import { Alert, Button, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { type ComponentProps, useState } from 'react';
import * as th from '../../../i18n/th.ts';
import { formatPhone } from '../../../lib/format.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useImportMembers } from '../api/import-members.ts';
import { usePreviewMemberImport } from '../api/preview-member-import.ts';

// The hidden file input behind the field, where tests put their file.
const csvFileInput = { 'data-testid': 'csv-file' } as ComponentProps<'input'>;

/**
 * Member CSV import in two steps (ADR 19): the chosen file is checked and every row shown with its
 * problems; only a file without problems can be imported, and the import sends it again.
 */
export function ImportMembersModal({ onClose }: { onClose: () => void }) {
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<TMemberImportPreview | null>(null);
  // The rows it shows say it was checked; a refusal is a toast.
  const check = useSubmit(usePreviewMemberImport(), {
    // The file imported is the one whose rows are on screen.
    onSuccess: (result, text) => {
      setCsv(text);
      setPreview(result);
    },
    fields: [],
  });
  const commit = useSubmit(useImportMembers(), { success: (result) => result.detail, onSuccess: onClose, fields: [] });
  const t = th.backOffice.import;

  const choose = async (file: File | undefined) => {
    setPreview(null);
    if (!file) return;
    await check.submit(await file.text());
  };

  const confirm = () => {
    if (csv !== null) void commit.submit(csv);
  };

  return (
    <Modal opened onClose={onClose} title={t.title} size="xl">
      <Stack gap="sm">
        <Text size="sm">{t.help}</Text>
        {/* Mantine's file field rather than the browser's, whose button reads "Choose File" in English. */}
        <FileInput
          label={t.file}
          placeholder={t.filePlaceholder}
          accept=".csv,text/csv"
          fileInputProps={csvFileInput}
          // One file checked at a time: another chosen meanwhile would not be.
          disabled={check.pending}
          onChange={(file) => void choose(file ?? undefined)}
        />
        {check.pending && <Text c="dimmed">{th.common.loading}</Text>}
        {preview && (
          <>
            <Alert color={preview.error_count > 0 ? 'red' : 'green'} variant="light" role="status">
              {t.summary(preview.valid_count, preview.error_count)}
              {preview.error_count > 0 && <Text size="sm">{t.fixFirst}</Text>}
            </Alert>
            <Table.ScrollContainer minWidth={480}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t.line}</Table.Th>
                    <Table.Th>{th.backOffice.members.name}</Table.Th>
                    <Table.Th>{th.backOffice.members.phone}</Table.Th>
                    <Table.Th>{t.problems}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.rows.map((row) => {
                    const problems = Object.values(row.errors).flat();
                    return (
                      <Table.Tr key={row.line} bg={problems.length > 0 ? 'var(--mantine-color-red-light)' : undefined}>
                        <Table.Td>{row.line}</Table.Td>
                        <Table.Td>{fullName(row.first_name, row.last_name)}</Table.Td>
                        <Table.Td>{formatPhone(row.phone)}</Table.Td>
                        <Table.Td>
                          {problems.length === 0 ? (
                            <Text c="green" size="sm">
                              {t.ok}
                            </Text>
                          ) : (
                            problems.map((problem) => (
                              <Text key={problem} c="red.9" size="sm">
                                {problem}
                              </Text>
                            ))
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={commit.pending}>
            {th.common.cancel}
          </Button>
          <Button
            onClick={confirm}
            loading={commit.pending}
            disabled={!preview || preview.error_count > 0 || preview.valid_count === 0}
          >
            {t.commit(preview?.valid_count ?? 0)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
