/*
 * All of Mantine's styles, for the dev server. A build leaves this module out and imports each
 * component's stylesheet with the component's code instead, and the global ones with Box
 * (build/mantine-css.ts), so a page downloads only the styles it can use.
 */
import '@mantine/core/styles.css';
