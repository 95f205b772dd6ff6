import { describe, expect, it } from 'vitest';
import { boxStyle, color, flexOf, marginOf, textSize } from './flex-style.ts';

describe('Flex properties as CSS', () => {
  it('maps LINE’s size keywords and takes pixels, and ignores anything else', () => {
    expect(textSize('sm')).toBe('14px');
    expect(textSize('18px')).toBe('18px');
    expect(textSize('huge')).toBe('16px');
    expect(textSize('1em; background: red')).toBe('16px');
  });

  it('takes only #RRGGBB and #RRGGBBAA colours', () => {
    expect(color('#B22234')).toBe('#B22234');
    expect(color('#11223380')).toBe('#11223380');
    expect(color('red')).toBeUndefined();
    expect(color('url(https://example.com/x)')).toBeUndefined();
  });

  it('grows children of a horizontal box by flex (default 1) and keeps those of a vertical one', () => {
    expect(flexOf({ type: 'text' }, 'horizontal')).toEqual({ flex: '1 1 0', minWidth: 0 });
    expect(flexOf({ type: 'text', flex: 3 }, 'horizontal')).toEqual({ flex: '3 1 0', minWidth: 0 });
    expect(flexOf({ type: 'text' }, 'vertical')).toEqual({ flex: '0 0 auto' });
  });

  it('puts margin before the component, along its box', () => {
    expect(marginOf({ margin: 'md' }, 'vertical')).toEqual({ marginTop: '8px' });
    expect(marginOf({ margin: 'md' }, 'horizontal')).toEqual({ marginLeft: '8px' });
  });

  it('lays a box out by its layout, spacing and padding', () => {
    expect(boxStyle({ layout: 'horizontal', spacing: 'md', paddingAll: '20px' })).toMatchObject({
      flexDirection: 'row',
      gap: '8px',
      paddingTop: '20px',
      paddingLeft: '20px',
    });
    expect(boxStyle({ layout: 'vertical', paddingAll: '10%', paddingTop: 'xl' })).toMatchObject({
      flexDirection: 'column',
      paddingTop: '16px',
      paddingBottom: '10%',
    });
  });
});
