import { createTheme, type MantineColorsTuple } from '@mantine/core';
import * as th from '../i18n/th.ts';
import classes from './theme.module.css';

/** LINE's green (#06C755 at shade 6) for accents; the product lives mostly inside LINE. */
const line: MantineColorsTuple = [
  '#e6fbee',
  '#d0f4dd',
  '#a3e8bb',
  '#71db96',
  '#48d077',
  '#2dca64',
  '#06c755',
  '#04a247',
  '#037a36',
  '#02612a',
];

/** Thai glyphs first: Latin-only system fonts would fall back glyph by glyph and look ragged. */
const thaiFontStack =
  "'Noto Sans Thai', 'Noto Sans Thai UI', 'Sarabun', 'Leelawadee UI', 'Leelawadee', 'Thonburi', Tahoma, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const theme = createTheme({
  colors: { line },
  primaryColor: 'line',
  // Shade 8 of every colour for filled buttons: white text on the lighter shades fails WCAG AA contrast.
  primaryShade: { light: 8, dark: 6 },
  fontFamily: thaiFontStack,
  headings: { fontFamily: thaiFontStack },
  defaultRadius: 'md',
  components: {
    // A dialog keeps a strip free at the top of a phone's screen (5.5rem): toasts show there
    // (ADR 31), so a "Copied" from inside a dialog covers neither its title nor its buttons.
    // A plain object, not Modal.extend: importing Modal here would put it in every page's first download.
    // Mantine draws a dialog's title bar as a <header>, which reads as a second banner landmark
    // beside the page's own (axe: landmark-no-duplicate-banner); role="none" keeps it a plain box.
    // Every dialog's close button is named in Thai and 32 px wide, a phone's touch target.
    Modal: {
      defaultProps: {
        yOffset: 'max(5dvh, 5.5rem)',
        attributes: { header: { role: 'none' } },
        closeButtonProps: { 'aria-label': th.common.closeDialog, size: 'xl' },
      },
    },
    // A table wider than a phone scrolls sideways in its container: Tab must reach the container
    // so a keyboard can scroll it too (axe: scrollable-region-focusable).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    // Touch targets of at least 24×24 px (WCAG 2.5.8, issue 32): Mantine's default checkbox is
    // 20 px and an input's clear button 22 px. Plain objects again, for the same reason.
    Checkbox: { defaultProps: { size: 'md' } },
    InputClearButton: { defaultProps: { size: 'md' } },
    // The number steppers are 24×17 px each; a phone brings up its number pad instead.
    NumberInput: { classNames: { controls: classes.numberControls } },
  },
});
