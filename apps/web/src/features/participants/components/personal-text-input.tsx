import { MESSAGE_PLACEHOLDERS } from '@chapter/contract/placeholders';
import { Button, Group, Menu, Stack, Text, Textarea } from '@mantine/core';
import { IconChevronDown, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import * as th from '../../../i18n/th.ts';
import { insertAtCursor } from '../utils/insert-at-cursor.ts';

interface PersonalTextInputProps {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  /** The text is a Flex message: placeholders would go out unfilled, so none can be inserted. */
  flex?: boolean;
  error?: string | undefined;
}

/**
 * A message staff write, with the member's own details (name, amount, items) inserted where the
 * cursor is from a menu. They are picked, not typed, so a misspelt token cannot go out as written.
 */
export function PersonalTextInput({
  label,
  description,
  value,
  onChange,
  flex = false,
  error,
}: PersonalTextInputProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  // Where the cursor goes once the text with the inserted token has rendered.
  const cursor = useRef<number | null>(null);

  useEffect(() => {
    const at = cursor.current;
    if (at === null || !area.current || area.current.value !== value) return;
    cursor.current = null;
    area.current.focus();
    area.current.setSelectionRange(at, at);
  }, [value]);

  const insert = (token: string) => {
    const element = area.current;
    const selection = element
      ? { start: element.selectionStart, end: element.selectionEnd }
      : { start: value.length, end: value.length };
    const next = insertAtCursor(value, token, selection);
    cursor.current = next.cursor;
    onChange(next.text);
  };

  const c = th.composer;
  return (
    <Stack gap={6}>
      <Textarea
        ref={area}
        label={label}
        description={description}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        autosize
        minRows={4}
        maxRows={14}
      />
      <Group gap="xs" wrap="wrap">
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              variant="light"
              size="compact-md"
              leftSection={<IconUserPlus size={16} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              disabled={flex}
            >
              {c.insertPlaceholder}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {MESSAGE_PLACEHOLDERS.map((placeholder) => (
              <Menu.Item key={placeholder.token} onClick={() => insert(placeholder.token)}>
                {placeholder.label}{' '}
                <Text span ff="monospace" c="dimmed" size="sm">
                  {placeholder.token}
                </Text>
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Text size="xs" c="dimmed" style={{ flex: '1 1 180px' }}>
          {flex ? c.placeholderInFlex : c.insertPlaceholderHint}
        </Text>
      </Group>
    </Stack>
  );
}
