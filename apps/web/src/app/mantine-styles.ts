/*
 * All of Mantine's styles, for the dev server. A build leaves this module out and imports each
 * component's stylesheet with the component's code instead, and the global ones with Box
 * (build/mantine-css.ts), so a page downloads only the styles it can use. The build puts them in
 * cascade layers (ADR 51); this is Mantine's layered copy, so the app's own CSS, in no layer, wins
 * over Mantine's in development as it does in a build.
 */
import '@mantine/core/styles.layer.css';
