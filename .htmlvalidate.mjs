/*
 * html-validate's configuration for every page the server draws and the web build draws ahead
 * (apps/server/test/valid-html.ts, e2e/tests/html-validity.spec.ts; its CLI finds it too). The
 * recommended rules, less those that only pick one spelling among several HTML allows, or forbid what
 * the app does on purpose. `npm run validate:html:vnu` runs the W3C validator over the same pages.
 */
export default {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // `<!doctype html>` as Vite writes it: HTML takes the doctype in any case.
    'doctype-style': 'off',
    // `<meta …/>` in Vite's index.html and React's markup, `<meta …>` in the card page: HTML allows both.
    'void-style': 'off',
    // React writes some attributes as its props are spelled (`noValidate`, `inputMode`); HTML reads names in any case.
    'attr-case': 'off',
    // React writes a boolean attribute as `novalidate=""`, the build's own markup as `inert`: HTML allows both.
    'attribute-boolean-style': 'off',
    // Mantine sets its components' CSS variables in style attributes (the CSP allows inline styles for it).
    'no-inline-style': 'off',
    // Mantine's Checkbox names its root class twice (its own and its inline input's, in the drawn
    // visitor's invitation): HTML allows a class listed more than once.
    'no-dup-class': 'off',
    // The card keeps a phone number on one line by CSS (class "tel"), not by non-breaking hyphens, so
    // a copied number stays digits and plain hyphens that any dialler reads.
    'tel-non-breaking': ['error', { ignoreClasses: ['tel'] }],
  },
};
