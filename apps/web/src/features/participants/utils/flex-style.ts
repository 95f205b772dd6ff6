import type { CSSProperties } from 'react';

/*
 * LINE's Flex Message properties as CSS, for the composer's preview (LINE's Flex Message
 * reference: sizes, spacing, flex). Values come from JSON staff wrote, so each is checked and
 * anything unknown is left out rather than passed to the page.
 */

/** A Flex component or block as parsed JSON: any of its properties may be missing or of the wrong type. */
export type FlexNode = Record<string, unknown>;

export const isNode = (value: unknown): value is FlexNode =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const TEXT_SIZES: Record<string, number> = {
  xxs: 11,
  xs: 13,
  sm: 14,
  md: 16,
  lg: 19,
  xl: 22,
  xxl: 29,
  '3xl': 35,
  '4xl': 48,
  '5xl': 74,
};

const SPACINGS: Record<string, number> = { none: 0, xs: 2, sm: 4, md: 8, lg: 12, xl: 16, xxl: 20 };

/** Bubble widths by `size`; mega is LINE's default. */
const BUBBLE_WIDTHS: Record<string, number> = {
  nano: 120,
  micro: 160,
  deca: 220,
  hecto: 241,
  kilo: 260,
  mega: 300,
  giga: 386,
};

const PIXELS = /^(\d{1,3}(?:\.\d+)?)px$/;
const PERCENT = /^(\d{1,3}(?:\.\d+)?)%$/;
const COLOR = /^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A keyword of `scale` or a length in px (or % where LINE allows it); undefined for anything else. */
function length(value: unknown, scale: Record<string, number>, percent = false): string | undefined {
  const text = textOf(value);
  if (text === undefined) return undefined;
  const keyword = scale[text];
  if (keyword !== undefined) return `${keyword}px`;
  if (PIXELS.test(text) || (percent && PERCENT.test(text))) return text;
  return undefined;
}

export const textSize = (value: unknown, fallback = 'md') => length(value, TEXT_SIZES) ?? length(fallback, TEXT_SIZES);
export const spacing = (value: unknown) => length(value, SPACINGS);
export const padding = (value: unknown) => length(value, SPACINGS, true);
export const bubbleWidth = (value: unknown) => BUBBLE_WIDTHS[textOf(value) ?? ''] ?? 300;

/** `#RRGGBB` or `#RRGGBBAA`, as LINE takes them; anything else is ignored. */
export const color = (value: unknown): string | undefined => {
  const text = textOf(value);
  return text !== undefined && COLOR.test(text) ? text : undefined;
};

const ALIGN: Record<string, CSSProperties['textAlign']> = { start: 'left', end: 'right', center: 'center' };
export const textAlign = (value: unknown) => ALIGN[textOf(value) ?? ''];

const JUSTIFY = new Set(['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly']);
const ALIGN_ITEMS = new Set(['flex-start', 'center', 'flex-end']);
export const justifyContent = (value: unknown) => (JUSTIFY.has(textOf(value) ?? '') ? textOf(value) : undefined);
export const alignItems = (value: unknown) => (ALIGN_ITEMS.has(textOf(value) ?? '') ? textOf(value) : undefined);

/**
 * How a component shares its box: in a horizontal box children grow by `flex` (default 1) from
 * nothing; in a vertical one they keep their height (default 0), as LINE lays them out.
 */
export function flexOf(node: FlexNode, parentLayout: string): CSSProperties {
  const horizontal = parentLayout === 'horizontal' || parentLayout === 'baseline';
  const given = typeof node.flex === 'number' && node.flex >= 0 ? node.flex : undefined;
  const grow = given ?? (horizontal ? 1 : 0);
  if (grow === 0) return { flex: '0 0 auto' };
  return horizontal ? { flex: `${grow} 1 0`, minWidth: 0 } : { flex: `${grow} 1 auto` };
}

/** `margin` is the space before a component, along its box's direction. */
export function marginOf(node: FlexNode, parentLayout: string): CSSProperties {
  const size = spacing(node.margin);
  if (size === undefined) return {};
  return parentLayout === 'vertical' ? { marginTop: size } : { marginLeft: size };
}

/** A box's own padding, background, corners and alignment. */
export function boxStyle(node: FlexNode): CSSProperties {
  const all = padding(node.paddingAll);
  return {
    display: 'flex',
    flexDirection: node.layout === 'vertical' ? 'column' : 'row',
    alignItems: node.layout === 'baseline' ? 'baseline' : alignItems(node.alignItems),
    justifyContent: justifyContent(node.justifyContent),
    gap: spacing(node.spacing),
    paddingTop: padding(node.paddingTop) ?? all,
    paddingBottom: padding(node.paddingBottom) ?? all,
    paddingLeft: padding(node.paddingStart) ?? all,
    paddingRight: padding(node.paddingEnd) ?? all,
    backgroundColor: color(node.backgroundColor),
    borderRadius: length(node.cornerRadius, SPACINGS),
  };
}
