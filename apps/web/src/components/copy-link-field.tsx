import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import * as th from '../i18n/th.ts';

interface CopyLinkFieldProps {
  /** The link, already absolute. */
  url: string;
  label: string;
  /** On the field, for the tests to read the link. */
  testId: string;
  /** More buttons beside "คัดลอกลิงก์" (e.g. "ส่งทาง LINE"). */
  children?: ReactNode;
}

/** A link shown read-only, to select or copy and send by any app; the copy button says when it is done. */
export function CopyLinkField({ url, label, testId, children }: CopyLinkFieldProps) {
  return (
    <>
      <TextInput
        size="md"
        label={label}
        value={url}
        readOnly
        onFocus={(focus) => focus.currentTarget.select()}
        data-testid={testId}
      />
      <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="md"
              variant={copied ? 'filled' : 'default'}
              color={copied ? 'green' : undefined}
              leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              onClick={copy}
              aria-live="polite"
            >
              {copied ? th.common.copied : th.common.copyLink}
            </Button>
          )}
        </CopyButton>
        {children}
      </Group>
    </>
  );
}
