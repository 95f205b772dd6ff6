import { Badge, type BadgeProps } from '@mantine/core';

/**
 * A status badge that keeps its whole word: Mantine's badge clips its label with an ellipsis, so in
 * a narrow table column or beside a long name "ยกเลิกแล้ว" became "ย…". Its label may not shrink
 * below the text, nor the badge inside a row of other things.
 */
export function StatusBadge({ children, ...props }: BadgeProps & { children: string }) {
  return (
    <Badge
      variant="light"
      {...props}
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {children}
    </Badge>
  );
}
