import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EARLY_REQUESTS_MODULE } from './early-requests.ts';
import { ENTRY_SCREENS, preloadsFor } from './route-preloads.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('route preloads (build/route-preloads.ts)', () => {
  it("names each entry page's screen as router.tsx loads it", () => {
    const router = readFileSync(path.join(root, 'src/app/router.tsx'), 'utf8');
    for (const [route, modules] of Object.entries(ENTRY_SCREENS)) {
      for (const module of modules) {
        const importPath = path.relative(path.join(root, 'src/app'), path.join(root, module));
        const specifier = importPath.startsWith('.') ? importPath : `./${importPath}`;
        expect(router.indexOf(`import('${specifier}')`), module).toBeGreaterThan(-1);
      }
      // '/liff/' stands for its three mini-apps' paths, written `/liff/${app}` in the router;
      // '/liff-app/x' is the child path 'x' of '/liff-app'.
      const [, parent, child] = route.match(/^(\/liff-app)\/(.+)$/) ?? [];
      const routePaths = parent
        ? [`'${parent}'`, `'${child}'`]
        : [route.endsWith('/') ? `\`${route}\${` : `'${route}'`];
      for (const routePath of routePaths) expect(router.indexOf(`path: ${routePath}`), route).toBeGreaterThan(-1);
    }
  });

  it("lists the screen's chunk and what it imports, less what the entry chunk already loads, and the page's own scripts apart", () => {
    const chunk = (fileName: string, imports: string[], css: string[] = [], facade: string | null = null) => ({
      fileName,
      isEntry: fileName.startsWith('assets/index'),
      facadeModuleId: facade,
      imports,
      css,
    });
    const preloads = preloadsFor(
      [
        chunk('assets/index-1.js', ['assets/react-2.js']),
        {
          ...chunk('assets/early-requests-0.js', []),
          isEntry: true,
          facadeModuleId: path.join(root, EARLY_REQUESTS_MODULE),
        },
        chunk('assets/react-2.js', []),
        chunk(
          'assets/login-screen-3.js',
          ['assets/react-2.js', 'assets/Input-4.js'],
          ['assets/login-5.css'],
          path.join(root, ENTRY_SCREENS['/login']?.[0] as string),
        ),
        chunk('assets/Input-4.js', ['assets/react-2.js'], ['assets/Input-6.css']),
        chunk(
          'assets/liff-landing-7.js',
          ['assets/Input-4.js'],
          [],
          path.join(root, ENTRY_SCREENS['/liff/']?.[0] as string),
        ),
        // A layout and its screens: a page gets both, and what they share once.
        chunk(
          'assets/mini-app-layout-8.js',
          ['assets/Avatar-9.js'],
          [],
          path.join(root, 'src/app/layouts/mini-app-layout.tsx'),
        ),
        chunk('assets/Avatar-9.js', ['assets/react-2.js'], ['assets/Avatar-10.css']),
        ...[
          'src/app/routes/liff-app-profile.tsx',
          'src/features/payment/components/payment-screen.tsx',
          'src/features/visit/components/visit-page.tsx',
        ].map((module, i) => chunk(`assets/screen-${i}.js`, [], [], path.join(root, module))),
        chunk(
          'assets/events-screen-11.js',
          ['assets/Avatar-9.js', 'assets/Input-4.js'],
          [],
          path.join(root, 'src/features/events/components/events-screen.tsx'),
        ),
      ],
      root,
    );
    const page = ['/assets/index-1.js', '/assets/react-2.js'];
    // Only the screens whose data the early requests ask for announce their file.
    const early = ['/assets/early-requests-0.js'];
    expect(preloads['/login']).toEqual({
      early: [],
      page,
      scripts: ['/assets/login-screen-3.js', '/assets/Input-4.js'],
      styles: ['/assets/login-5.css', '/assets/Input-6.css'],
    });
    expect(preloads['/liff/']).toEqual({
      early: [],
      page,
      scripts: ['/assets/liff-landing-7.js', '/assets/Input-4.js'],
      styles: ['/assets/Input-6.css'],
    });
    expect(preloads['/liff-app/event']).toEqual({
      early,
      page,
      scripts: [
        '/assets/mini-app-layout-8.js',
        '/assets/Avatar-9.js',
        '/assets/events-screen-11.js',
        '/assets/Input-4.js',
      ],
      styles: ['/assets/Avatar-10.css', '/assets/Input-6.css'],
    });
    // A visitor's link opens their page cold: its chunk comes with the page.
    expect(preloads['/visit']).toEqual({ early, page, scripts: ['/assets/screen-2.js'], styles: [] });
  });
});
