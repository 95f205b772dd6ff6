import { DEFAULT_THEME, Modal, Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { theme } from './theme.ts';

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const colors = { ...DEFAULT_THEME.colors, ...theme.colors } as Record<string, readonly string[]>;

/** The light colour scheme's CSS variables as the app's providers set them. */
function lightVariables(): Map<string, string> {
  const css = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
  return new Map(
    Array.from(css.matchAll(/(--mantine-[\w-]+):\s*([^;]+);/g), (match) => [match[1] ?? '', (match[2] ?? '').trim()]),
  );
}

/** A variable's value as a colour: `var(--mantine-color-red-9)` is read from the palette. */
function resolve(value: string | undefined): string {
  const shade = value?.match(/^var\(--mantine-color-(\w+)-(\d)\)$/);
  if (shade) return colors[shade[1] ?? '']?.[Number(shade[2])] ?? '';
  return value ?? '';
}

describe('the theme’s colours and dialogs (accessibility sweep, e2e/tests/axe.ts)', () => {
  it('every light badge’s text is at least 4.5:1 on its tint (e.g. the yellow "รอตรวจสอบ")', () => {
    renderRoutes([{ path: '/', element: <p>x</p> }]);
    const variables = lightVariables();
    const weak = Object.keys(colors).flatMap((name) => {
      // Not overridden: Mantine's own stylesheet's shade 9.
      const text = resolve(variables.get(`--mantine-color-${name}-light-color`) ?? `var(--mantine-color-${name}-9)`);
      const ratio = contrast(text, colors[name]?.[1] ?? '');
      return ratio >= 4.5 ? [] : [`${name}: ${text} on ${colors[name]?.[1]} is ${ratio.toFixed(2)}:1`];
    });
    expect(weak).toEqual([]);
  });

  it('error text and placeholders are at least 4.5:1 on white', () => {
    renderRoutes([{ path: '/', element: <p>x</p> }]);
    const variables = lightVariables();
    for (const name of ['--mantine-color-error', '--mantine-color-placeholder', '--mantine-color-dimmed']) {
      expect(contrast(resolve(variables.get(name)), '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('a table’s sideways scroll container is reachable with Tab', () => {
    const table = (
      <Table.ScrollContainer minWidth={760}>
        <Table aria-label="ตาราง">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>x</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
    renderRoutes([{ path: '/', element: table }]);
    const viewport = screen.getByRole('table', { name: 'ตาราง' }).closest('.mantine-ScrollArea-viewport');
    expect(viewport).toHaveAttribute('tabindex', '0');
  });

  it('a dialog’s title bar is no second banner landmark', () => {
    renderRoutes([{ path: '/', element: <Modal opened onClose={() => {}} title="ลบสลิป" /> }]);
    expect(screen.getByRole('dialog', { name: 'ลบสลิป' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
