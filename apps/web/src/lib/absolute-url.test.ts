import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './absolute-url.ts';

const link = 'https://chapter.example/visit?visit=abc';

describe('the invitation link', () => {
  it('a path from the server becomes an address on the app’s own origin', () => {
    expect(absoluteUrl('/visit?visit=abc', 'https://chapter.example')).toBe(link);
  });
  it('an absolute link is kept as it is', () => {
    expect(absoluteUrl(link, 'http://localhost:5173')).toBe(link);
  });
});
