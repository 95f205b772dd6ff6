/**
 * Warning text on white: Mantine's darkest orange (orange.9, #d9480f) reads at 4.29:1, under WCAG
 * AA's 4.5:1 for normal text (axe in the e2e suite); this burnt orange reads at about 7:1.
 */
export const WARNING_TEXT = '#a84300';
