import { describe, expect, it } from 'vitest';
import { destinationAfterLogin } from './destination.ts';

describe('where login leads', () => {
  it('back to the location the guard saved', () => {
    expect(destinationAfterLogin({ from: { pathname: '/liff-app/event', search: '?a=1', hash: '' } })).toEqual({
      pathname: '/liff-app/event',
      search: '?a=1',
      hash: '',
    });
    expect(destinationAfterLogin({ from: '/liff-app/payment' })).toBe('/liff-app/payment');
  });

  it('home when there is nothing to go back to, or it would leave the app or loop', () => {
    expect(destinationAfterLogin(null)).toBe('/');
    expect(destinationAfterLogin({})).toBe('/');
    expect(destinationAfterLogin({ from: '//evil.example/' })).toBe('/');
    expect(destinationAfterLogin({ from: 'https://evil.example/' })).toBe('/');
    expect(destinationAfterLogin({ from: { pathname: '/login' } })).toBe('/');
  });
});
