import { describe, expect, it } from 'vitest';
import { invitationOf, liffAppOf, needsLiffInit, withoutInvitation, withoutLineParams } from './liff-app.ts';

describe('which mini-app a URL opens', () => {
  it('is chosen by liff/event, liff/payment or liff/profile in the URL, profile by default', () => {
    expect(liffAppOf('/liff/event')).toBe('event');
    expect(liffAppOf('/liff/event/')).toBe('event');
    expect(liffAppOf('/liff/payment')).toBe('payment');
    expect(liffAppOf('/liff/profile/')).toBe('profile');
    expect(liffAppOf('/liff/something-else')).toBe('profile');
  });
});

describe("LINE's parameters in the URL", () => {
  it('liff.state or a login code means LIFF must read the URL first', () => {
    expect(needsLiffInit('?liff.state=%2Fevent')).toBe(true);
    expect(needsLiffInit('?code=abc&state=xyz&liffClientId=1&liffRedirectUri=x')).toBe(true);
    expect(needsLiffInit('?error=access_denied&liffOAuth2Error=true')).toBe(true);
    expect(needsLiffInit('')).toBe(false);
    expect(needsLiffInit('?month=5')).toBe(false);
  });

  it("are removed after login while the app's own parameters stay", () => {
    expect(withoutLineParams('?code=abc&state=xyz&liffClientId=1&liffRedirectUri=http%3A%2F%2Fx&month=5')).toBe(
      '?month=5',
    );
    expect(withoutLineParams('?code=abc&state=xyz')).toBe('');
  });

  it('keeps an invitation through LINE Login, and an invitation also means LIFF must run', () => {
    expect(needsLiffInit('?invite=tok123')).toBe(true);
    expect(withoutLineParams('?invite=tok123&code=abc&state=xyz')).toBe('?invite=tok123');
    expect(invitationOf('?invite=tok123')).toBe('tok123');
    expect(invitationOf('?invite=')).toBeNull();
    expect(invitationOf('?month=5')).toBeNull();
    expect(withoutInvitation('?invite=tok123&month=5')).toBe('?month=5');
  });
});
