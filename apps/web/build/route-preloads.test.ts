import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRY_SCREENS, preloadsFor } from './route-preloads.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('route preloads (build/route-preloads.ts)', () => {
  it("names each entry page's screen as router.tsx loads it", () => {
    const router = readFileSync(path.join(root, 'src/app/router.tsx'), 'utf8');
    for (const [route, module] of Object.entries(ENTRY_SCREENS)) {
      // '/liff/' stands for its three mini-apps' paths, written `/liff/${app}` in the router.
      const routePath = route.endsWith('/') ? `\`${route}\${` : `'${route}'`;
      const importPath = `../${path.relative(path.join(root, 'src'), path.join(root, module))}`;
      const imported = router.indexOf(`import('${importPath}')`);
      expect(imported, module).toBeGreaterThan(-1);
      expect(router.indexOf(`path: ${routePath}`), route).toBeGreaterThan(-1);
    }
  });

  it("lists the screen's chunk and what it imports, less what the entry chunk already loads", () => {
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
        chunk('assets/react-2.js', []),
        chunk(
          'assets/login-screen-3.js',
          ['assets/react-2.js', 'assets/Input-4.js'],
          ['assets/login-5.css'],
          path.join(root, ENTRY_SCREENS['/login'] as string),
        ),
        chunk('assets/Input-4.js', ['assets/react-2.js'], ['assets/Input-6.css']),
        chunk(
          'assets/liff-landing-7.js',
          ['assets/Input-4.js'],
          [],
          path.join(root, ENTRY_SCREENS['/liff/'] as string),
        ),
      ],
      root,
    );
    expect(preloads['/login']).toEqual({
      scripts: ['/assets/login-screen-3.js', '/assets/Input-4.js'],
      styles: ['/assets/login-5.css', '/assets/Input-6.css'],
    });
    expect(preloads['/liff/']).toEqual({
      scripts: ['/assets/liff-landing-7.js', '/assets/Input-4.js'],
      styles: ['/assets/Input-6.css'],
    });
  });
});
