export * from './events.ts';
export * from './line-accounts.ts';
export * from './members.ts';
export * from './messaging.ts';
export * from './payments.ts';
export * from './privacy.ts';
export * from './registrations.ts';
export * from './system.ts';
