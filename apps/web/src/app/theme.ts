import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
    // A dialog keeps a strip free at the bottom of the screen however tall it grows: toasts show
    // there (ADR 31), so a "Copied" from inside a dialog covers neither its title nor its buttons.
    // A plain object, not Modal.extend: importing Modal here would put it in every page's first download.
    Modal: { defaultProps: { yOffset: 'max(5dvh, 5.5rem)' } },
  },
});
