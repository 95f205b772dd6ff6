import { Stack, Text } from '@mantine/core';
import * as th from '../../../i18n/th.ts';
import type { MessagePreview } from '../api/preview-message.ts';
import { FlexView } from './flex-view.tsx';
import classes from './line-message.module.css';

type ComposedMessage = NonNullable<MessagePreview['preview']>;

/**
 * One member's message as their LINE chat shows it: a text bubble, or the Flex bubble drawn from
 * its JSON, with the text their phone's notification shows for a Flex message.
 */
export function LineMessage({ message, memberName }: { message: ComposedMessage; memberName: string }) {
  return (
    <Stack gap={4}>
      <figure className={classes.chat} aria-label={th.preview.chatLabel(memberName)}>
        {message.kind === 'text' ? (
          <div className={classes.text}>{message.message}</div>
        ) : (
          <FlexView json={message.message} />
        )}
      </figure>
      {message.kind === 'flex' && message.alt_text && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={3}>
          {th.preview.notification(message.alt_text)}
        </Text>
      )}
    </Stack>
  );
}
