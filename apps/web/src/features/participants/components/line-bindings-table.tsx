import { Button, Table, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { th } from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { type LineBinding, useLineBindings, useRemoveLineBinding } from '../api/line-bindings.ts';

// Names and times stay whole: on a phone the table scrolls sideways in its own box instead.
const noWrap = { whiteSpace: 'nowrap' } as const;

/** The bound members: name, LINE name, since when, and Unbind (asked once more before it happens). */
export function LineBindingsTable() {
  const bindings = useLineBindings(true);
  const [confirming, setConfirming] = useState<LineBinding | null>(null);
  const remove = useSubmit(useRemoveLineBinding(), {
    success: (result) => result.detail,
    onSuccess: () => setConfirming(null),
    fields: [],
  });

  const columns = th.lineBindings.columns;
  return (
    <QueryView query={bindings} loadFailed={th.lineBindings.loadFailed} empty={th.lineBindings.empty}>
      {(list) => (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="xs" fz="sm" aria-label={th.lineBindings.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{columns.member}</Table.Th>
                  <Table.Th>{columns.lineName}</Table.Th>
                  <Table.Th>{columns.boundAt}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{columns.actions}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((binding) => (
                  <Table.Tr key={binding.id} data-testid="line-binding">
                    <Table.Td style={noWrap}>{binding.full_name}</Table.Td>
                    <Table.Td style={noWrap}>{binding.line_display_name ?? '–'}</Table.Td>
                    <Table.Td style={noWrap}>{binding.bound_at ? formatDateTime(binding.bound_at) : '–'}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={th.lineBindings.removeFor(binding.full_name)}
                        onClick={() => setConfirming(binding)}
                      >
                        {th.lineBindings.remove}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ConfirmModal
            opened={confirming !== null}
            title={th.lineBindings.confirmTitle}
            message={confirming ? th.lineBindings.confirmMessage(confirming.full_name) : ''}
            confirmLabel={th.lineBindings.remove}
            loading={remove.pending}
            onClose={() => setConfirming(null)}
            onConfirm={() => confirming && remove.submit(confirming.id)}
          />
        </>
      )}
    </QueryView>
  );
}
