import { parseFlexContents } from '@chapter/contract/messaging';
import type { CSSProperties } from 'react';
import {
  boxStyle,
  bubbleWidth,
  color,
  type FlexNode,
  flexOf,
  isNode,
  marginOf,
  spacing,
  textAlign,
  textOf,
  textSize,
} from '../utils/flex-style.ts';
import classes from './line-message.module.css';

/*
 * A Flex message drawn as LINE draws it, for the composer's preview: bubbles and carousels of
 * boxes, texts, buttons, separators, spacers and fillers. Anything else (images, icons, videos)
 * is drawn as nothing: the preview shows the words and the layout, not pictures from elsewhere.
 */

/** Deeper than this no one writes by hand; it stops a runaway render of a pasted document. */
const MAX_DEPTH = 12;

/** LINE's default padding of each block of a bubble. */
const BLOCKS = [
  ['header', '20px'],
  ['hero', '0px'],
  ['body', '20px'],
  ['footer', '10px'],
] as const;

export function FlexView({ json }: { json: string }) {
  const container = parseFlexContents(json);
  if (container?.type === 'bubble') return <FlexBubble bubble={container} />;
  if (container?.type === 'carousel' && Array.isArray(container.contents)) {
    return (
      <div className={classes.carousel}>
        {container.contents.filter(isNode).map((bubble, index) => (
          // Bubbles have no id; their place in the carousel is theirs.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <FlexBubble key={index} bubble={bubble} />
        ))}
      </div>
    );
  }
  return null;
}

function FlexBubble({ bubble }: { bubble: FlexNode }) {
  const styles = isNode(bubble.styles) ? bubble.styles : {};
  return (
    <div className={classes.bubble} style={{ width: bubbleWidth(bubble.size) }} data-testid="flex-bubble">
      {BLOCKS.map(([name, defaultPadding]) => {
        const block = bubble[name];
        if (!isNode(block) || block.type !== 'box') return null;
        const blockStyles = styles[name];
        const background = isNode(blockStyles) ? color(blockStyles.backgroundColor) : undefined;
        return (
          <div key={name} style={{ backgroundColor: background }}>
            <FlexComponent node={{ paddingAll: defaultPadding, ...block }} parentLayout="vertical" depth={0} />
          </div>
        );
      })}
    </div>
  );
}

interface ComponentProps {
  node: FlexNode;
  /** The layout of the box it sits in: how it grows and where its margin goes. */
  parentLayout: string;
  depth: number;
}

function FlexComponent({ node, parentLayout, depth }: ComponentProps) {
  if (depth > MAX_DEPTH) return null;
  const placed: CSSProperties = { ...flexOf(node, parentLayout), ...marginOf(node, parentLayout) };
  switch (node.type) {
    case 'box': {
      const layout = textOf(node.layout) ?? 'vertical';
      const contents = Array.isArray(node.contents) ? node.contents.filter(isNode) : [];
      return (
        <div style={{ ...placed, ...boxStyle(node) }}>
          {contents.map((child, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: components have no id; their order is fixed.
            <FlexComponent key={index} node={child} parentLayout={layout} depth={depth + 1} />
          ))}
        </div>
      );
    }
    case 'text':
      return <FlexText node={node} placed={placed} />;
    case 'button':
      return <FlexButton node={node} placed={placed} />;
    case 'separator': {
      const line = `1px solid ${color(node.color) ?? '#d4d6da'}`;
      const across = parentLayout === 'vertical' ? { borderTop: line } : { borderLeft: line, alignSelf: 'stretch' };
      return <div aria-hidden style={{ ...marginOf(node, parentLayout), flex: '0 0 auto', ...across }} />;
    }
    case 'spacer':
      return <div aria-hidden style={{ flex: '0 0 auto', height: spacing(node.size) ?? '8px' }} />;
    case 'filler':
      return <div aria-hidden style={{ flex: '1 1 0' }} />;
    default:
      return null;
  }
}

function FlexText({ node, placed }: { node: FlexNode; placed: CSSProperties }) {
  const wrap = node.wrap === true;
  const spans = Array.isArray(node.contents) ? node.contents.filter(isNode) : [];
  const style: CSSProperties = {
    ...placed,
    ...textLook(node),
    textAlign: textAlign(node.align),
    // Without wrap LINE keeps a text on one line and cuts it with an ellipsis.
    whiteSpace: wrap ? 'pre-wrap' : 'nowrap',
    overflow: wrap ? undefined : 'hidden',
    textOverflow: wrap ? undefined : 'ellipsis',
    overflowWrap: wrap ? 'anywhere' : undefined,
  };
  return (
    <div style={style}>
      {spans.length > 0
        ? spans.map((span, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: spans have no id; their order is fixed.
            <span key={index} style={textLook(span)}>
              {textOf(span.text)}
            </span>
          ))
        : textOf(node.text)}
    </div>
  );
}

/** Size, weight, colour and style of a text or one of its spans. */
function textLook(node: FlexNode): CSSProperties {
  return {
    fontSize: textSize(node.size),
    fontWeight: node.weight === 'bold' ? 700 : undefined,
    color: color(node.color),
    fontStyle: node.style === 'italic' ? 'italic' : undefined,
    textDecoration: node.decoration === 'underline' || node.decoration === 'line-through' ? node.decoration : undefined,
  };
}

/** A button as a picture of one: the preview never follows its action (a link, a postback). */
function FlexButton({ node, placed }: { node: FlexNode; placed: CSSProperties }) {
  const action = isNode(node.action) ? node.action : {};
  const look = textOf(node.style) ?? 'link';
  const custom = color(node.color);
  const colours =
    look === 'primary'
      ? { backgroundColor: custom ?? '#17c950', color: '#ffffff' }
      : look === 'secondary'
        ? { backgroundColor: custom ?? '#dcdfe5', color: '#111111' }
        : { color: custom ?? '#42659a' };
  return (
    <div
      className={classes.button}
      style={{ ...placed, ...colours, height: node.height === 'sm' ? 40 : 52 }}
      data-testid="flex-button"
    >
      {textOf(action.label)}
    </div>
  );
}
