import { describe, expect, it } from 'vitest';
import { websiteUrl } from './website.ts';

describe('websiteUrl', () => {
  it('keeps http and https addresses', () => {
    expect(websiteUrl('https://example.co.th/about')).toBe('https://example.co.th/about');
    expect(websiteUrl('http://example.com')).toBe('http://example.com/');
  });

  it('reads an address typed without a scheme as https', () => {
    expect(websiteUrl(' www.example.co.th ')).toBe('https://www.example.co.th/');
  });

  it('gives null for empty values and for anything that is not a web address', () => {
    expect(websiteUrl(null)).toBeNull();
    expect(websiteUrl('   ')).toBeNull();
    expect(websiteUrl('javascript:alert(1)')).toBeNull();
    expect(websiteUrl('mailto:a@example.com')).toBeNull();
    expect(websiteUrl('https://')).toBeNull();
  });
});
