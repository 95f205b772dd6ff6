import { describe, expect, it } from 'vitest';
import { disallowedFlexLinks } from './flex-links.ts';

const button = (uri: unknown, extra: object = {}) => ({
  type: 'bubble',
  footer: {
    type: 'box',
    layout: 'vertical',
    contents: [{ type: 'button', action: { type: 'uri', label: 'เปิด', uri, ...extra } }],
  },
});

describe('links in Flex messages', () => {
  it.each([
    'https://example.com/a',
    'HTTPS://example.com',
    'line://ti/p/@chapter',
    'tel:+66811111111',
    'mailto:chapter@example.com',
  ])('accepts %s', (uri) => {
    expect(disallowedFlexLinks(button(uri))).toEqual([]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'http://example.com',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '//example.com',
    'example.com',
  ])('refuses %s and names where it is', (uri) => {
    expect(disallowedFlexLinks(button(uri))).toEqual(['footer.contents[0].action.uri']);
  });

  it("checks an action's altUri.desktop and an image map's linkUri as well", () => {
    const flex = {
      type: 'carousel',
      contents: [
        button('https://example.com', { altUri: { desktop: 'javascript:alert(1)' } }),
        { type: 'bubble', hero: { type: 'image', url: 'https://example.com/a.png', action: { linkUri: 'http://x' } } },
      ],
    };
    expect(disallowedFlexLinks(flex)).toEqual([
      'contents[0].footer.contents[0].action.altUri.desktop',
      'contents[1].hero.action.linkUri',
    ]);
  });

  it('leaves texts and image addresses alone', () => {
    const flex = {
      type: 'bubble',
      hero: { type: 'image', url: 'https://example.com/a.png' },
      body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: 'javascript:alert(1)' }] },
    };
    expect(disallowedFlexLinks(flex)).toEqual([]);
  });
});
