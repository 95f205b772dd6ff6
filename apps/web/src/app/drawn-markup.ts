/*
 * What a screen rendered to HTML (react-dom/server) needs before it can go in a page: used at build
 * time for the pages drawn once (build/prerender-pages.ts) and by the server for a visitor's
 * invitation drawn per request (draw-visit-page.tsx). It imports nothing, so both can.
 */

/** The screen's markup, with what HTML allows only in the head taken out of it. */
export interface DrawnMarkup {
  /** The markup for #root. */
  body: string;
  /** The text of the screen's <title> as React wrote it (escaped), if it drew one. */
  title: string | null;
  /** Mantine's <style> elements (theme variables, responsive rules), in their order. */
  styles: string[];
}

/**
 * Splits a screen's markup: React renders the screen's <title> first, and Mantine its <style>
 * elements among the components, both of which belong in the head. The styles stay there once the
 * app has drawn over #root: the theme's rules are the app's own, the rest name classes only the
 * drawn markup used.
 */
export function drawnMarkup(markup: string): DrawnMarkup {
  const element = /^<title>(.*?)<\/title>/.exec(markup);
  const styles: string[] = [];
  const body = markup.slice(element?.[0].length ?? 0).replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, (style) => {
    styles.push(style);
    return '';
  });
  return { body, title: element?.[1] ?? null, styles };
}

/** The inert wrapper the app draws over once it runs (main.tsx): nothing typed into it can be lost. */
export function drawnRoot(body: string): string {
  return `<div id="root" data-prerendered><div inert>${body}</div></div>`;
}

/** JSON for a <script type="application/json"> element: only "</script" could end it early, and \u003c keeps every "<" inert. */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * The slots of visit.html, the template of a visitor's invitation drawn by the server
 * (build/prerender-pages.ts writes it, draw-visit-page.tsx fills it): comments where they stand
 * among elements, text in the title, which holds no markup.
 */
export const VISIT_PAGE_SLOTS = {
  title: '__CHAPTER_VISIT_TITLE__',
  head: '<!--chapter:visit-head-->',
  markup: '<!--chapter:visit-markup-->',
} as const;

/** The element of a page drawn with its data that holds the answers (draw-visit-page.tsx; app.tsx reads it). */
export const PAGE_ANSWERS_ID = 'page-answers';

/** A query's key and its data, as the page carries them. */
export type PageAnswer = [queryKey: readonly unknown[], data: unknown];
