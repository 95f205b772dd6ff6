import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import * as th from '../../../i18n/th.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useRemoveLineBinding } from '../../../lib/remove-line-binding.ts';
import { usePhoneLayout } from '../../../lib/use-phone-layout.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { type LineBinding, useLineBindings } from '../api/get-line-bindings.ts';
import { RecordCard } from './record-card.tsx';
import classes from './record-cards.module.css';

// Names and times stay whole in the table; a phone gets cards instead (BindingCards).
const noWrap = { whiteSpace: 'nowrap' } as const;

/**
 * The bound members: name, LINE name, since when, and Unbind (asked once more before it happens).
 * A table on a wide screen, one card per member on a phone.
 */
export function LineBindingsTable() {
  const bindings = useLineBindings(true);
  const phone = usePhoneLayout();
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
          {phone ? (
            <BindingCards list={list} onRemove={setConfirming} />
          ) : (
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
                        <RemoveButton binding={binding} onRemove={setConfirming} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
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

interface BindingCardsProps {
  list: LineBinding[];
  onRemove: (binding: LineBinding) => void;
}

/** The bindings on a phone: the member and Unbind, then the LINE name and since when. */
function BindingCards({ list, onRemove }: BindingCardsProps) {
  return (
    <ul className={classes.list} aria-label={th.lineBindings.title}>
      {list.map((binding) => (
        <RecordCard
          key={binding.id}
          name={binding.full_name}
          aside={<RemoveButton binding={binding} onRemove={onRemove} />}
          testId="line-binding"
        >
          <Text size="xs" c="dimmed" className={classes.text}>
            {th.lineBindings.columns.lineName}: {binding.line_display_name ?? '–'}
          </Text>
          <Text size="xs" c="dimmed">
            {th.lineBindings.columns.boundAt}: {binding.bound_at ? formatDateTime(binding.bound_at) : '–'}
          </Text>
        </RecordCard>
      ))}
    </ul>
  );
}

function RemoveButton({ binding, onRemove }: { binding: LineBinding; onRemove: (binding: LineBinding) => void }) {
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      aria-label={th.lineBindings.removeFor(binding.full_name)}
      onClick={() => onRemove(binding)}
    >
      {th.lineBindings.remove}
    </Button>
  );
}
