import { pathOf } from '@chapter/contract/route';
import { routePaths } from '@chapter/contract/route-paths';
import { type APIRequestContext, expect } from '@playwright/test';
import { type ApiUser, apiGet, apiLogin, apiPost } from './staff-api.ts';

/*
 * A test's own members and events, made through the API as an Admin would (the demo's staff
 * account is also the Admin). The demo chapter is shared by every spec in any order (they run
 * shuffled), so a test that changes data changes only what it made here.
 */

export interface OwnMember extends ApiUser {
  id: number;
  firstName: string;
  lastName: string;
}

/** A phone number no demo member has (they are 081…, 082…, 083… and 089…), and no other call of this. */
function newPhone(): string {
  const digits = `${Date.now() % 100_000}`.padStart(5, '0') + `${Math.floor(Math.random() * 100)}`.padStart(2, '0');
  return `087${digits}`;
}

/** A new member, signed in and past the privacy notice, ready to use the member API. */
export async function newMember(request: APIRequestContext, admin: ApiUser, lastName: string): Promise<OwnMember> {
  const firstName = 'ทดสอบ';
  let created: { id: number } | undefined;
  let phone = '';
  // A clash with another test's new phone is answered 400; a fresh number is simply tried again.
  for (let attempt = 0; attempt < 5 && !created; attempt += 1) {
    phone = newPhone();
    const response = await request.post(routePaths.adminCreateMember.path, {
      data: { first_name: firstName, last_name: lastName, phone },
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    if (response.status() === 201) created = await response.json();
  }
  expect(created, 'a new member').toBeDefined();
  const member = await apiLogin(request, phone);
  const notice = await apiGet<{ version: number | null }>(request, member, routePaths.privacyNotice.path);
  if (notice.version !== null) {
    await apiPost(request, member, routePaths.agreeToPrivacyNotice.path, { version: notice.version });
  }
  return { ...member, id: created?.id ?? 0, firstName, lastName };
}

export interface OwnEvent {
  id: number;
  name: string;
  event_start_date_time: string;
  price: number;
}

/** A new event of the test's own; `startsInMinutes` may be negative: an event under way. */
export async function newEvent(
  request: APIRequestContext,
  admin: ApiUser,
  name: string,
  { startsInMinutes, hours, price }: { startsInMinutes: number; hours: number; price: number },
): Promise<OwnEvent> {
  // Whole minutes, as the screens write times in minutes.
  const start = Math.floor((Date.now() + startsInMinutes * 60_000) / 60_000) * 60_000;
  return apiPost<OwnEvent>(request, admin, routePaths.adminCreateEvent.path, {
    name,
    location_name: 'ห้องทดสอบ',
    event_start_date_time: new Date(start).toISOString(),
    event_end_date_time: new Date(start + hours * 60 * 60_000).toISOString(),
    price,
    early_bird_price: null,
    early_bird_end_date_time: null,
  });
}

/** The member registers for the event, as the event screen does; returns the registration's id. */
export async function register(request: APIRequestContext, member: ApiUser, event: { id: number }): Promise<number> {
  const registration = await apiPost<{ id: number }>(request, member, routePaths.registerEvent.path, {
    event: event.id,
  });
  return registration.id;
}

/** An Admin deactivates the member (their sessions end; their registrations stay). */
export async function deactivate(request: APIRequestContext, admin: ApiUser, member: OwnMember) {
  const response = await request.put(pathOf(routePaths.adminUpdateMember, { id: member.id }), {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { first_name: member.firstName, last_name: member.lastName, phone: member.phone, active: false },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** An Admin erases the member on their request (ADR 30): what they owe is acknowledged. */
export async function erase(request: APIRequestContext, admin: ApiUser, member: OwnMember) {
  await apiPost(request, admin, pathOf(routePaths.adminEraseMember, { id: member.id }), {
    confirm: true,
    money_acknowledged: true,
  });
}
