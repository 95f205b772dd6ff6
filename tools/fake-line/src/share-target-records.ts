/**
 * What the share target picker's endpoints (share-target.ts) leave in the store. In a file of their
 * own, below both, so the store holds them without importing the endpoints that use the store.
 */

/** Where a picker window stands: waiting for the user, or how it ended (the SDK polls for this). */
export type PickerResult = 'SUCCESS' | 'CANCEL' | 'FAILURE';

/** One `liff.shareTargetPicker()` call: the one-time token the SDK asked for, and its outcome. */
export interface PickerSession {
  ott: string;
  liffId: string;
  /** The LINE user whose access token asked for the ott: the messages go out as theirs. */
  userId: string;
  result: PickerResult | null;
  resultDescription?: string;
}

/**
 * Messages a user sent through LIFF: from the target picker to the chats they chose, or by
 * `liff.sendMessages` into the chat the app was opened from. Not the bot's messages: no quota.
 */
export interface SharedMessages {
  via: 'shareTargetPicker' | 'sendMessages';
  liffId: string;
  from: string;
  /** The chats chosen in the picker (user or group ids); empty for sendMessages (the current chat). */
  to: string[];
  messages: object[];
  at: string;
}

export class ShareTargetRecords {
  readonly sessions = new Map<string, PickerSession>();
  readonly shares: SharedMessages[] = [];

  reset(): void {
    this.sessions.clear();
    this.shares.length = 0;
  }
}
