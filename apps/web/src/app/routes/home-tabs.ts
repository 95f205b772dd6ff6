import { th } from '../../i18n/th.ts';

export type HomeTab = 'profile' | 'events' | 'payment' | 'validation' | 'participants';

/** The desktop home's tabs in menu order (spec section 2); staff tabs only for Secretary/Treasurer. */
export const homeTabs: ReadonlyArray<{ value: HomeTab; label: string; staffOnly: boolean }> = [
  { value: 'profile', label: th.home.tabs.profile, staffOnly: false },
  { value: 'events', label: th.home.tabs.events, staffOnly: false },
  { value: 'payment', label: th.home.tabs.payment, staffOnly: false },
  { value: 'validation', label: th.home.tabs.validation, staffOnly: true },
  { value: 'participants', label: th.home.tabs.participants, staffOnly: true },
];
