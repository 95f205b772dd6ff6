/** index.html as the build writes it, in short: the early requests first, the entry, a stylesheet. */
export const INDEX_HTML = `<!doctype html>
<html lang="th">
  <head>
    <meta charset="UTF-8" />
    <script type="module" async src="/assets/early-requests-9.js"></script>
    <title>Chapter</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/Box-2.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const CSS: Record<string, string> = {
  '/assets/Box-2.css': '.box{color:red}',
  '/assets/Input-3.css': '.input{color:blue}',
  '/assets/Paper-3.css': '.paper{margin:0}',
};

/** A stylesheet's text by its path, as the build's bundle gives it to prerender-pages.ts. */
export const css = (href: string) => {
  const text = CSS[href];
  if (text === undefined) throw new Error(href);
  return text;
};
