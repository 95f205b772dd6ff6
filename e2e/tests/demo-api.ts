import { routePaths } from '@chapter/contract/route-paths';
import { type APIRequestContext, expect } from '@playwright/test';

/** The demo chapter's early-bird event (regular 1,500 baht, 1,200 while the early bird runs). */
export const earlyBirdEvent = { name: 'งานเลี้ยงสังสรรค์ Networking ประจำปี', price: 1500, earlyBirdPrice: 1200 };

export interface DemoMember {
  phone: string;
  token: string;
  fullName: string;
}

async function apiLogin(request: APIRequestContext, phone: string): Promise<DemoMember> {
  const response = await request.post(routePaths.login.path, { data: { username: phone } });
  expect(response.status(), `login as ${phone}`).toBe(200);
  const body = await response.json();
  return { phone, token: body.token, fullName: `${body.member.first_name} ${body.member.last_name}` };
}

async function apiGet(request: APIRequestContext, member: DemoMember, path: string) {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${member.token}` } });
  expect(response.status(), `GET ${path}`).toBe(200);
  return response.json();
}

/**
 * The first of `phones` not registered for the early-bird event. Demo members other than the
 * README's three are registered at random, so a test asks the API rather than assuming; tests
 * that change data use disjoint lists so that, run in parallel on one database, they never share
 * a member.
 */
export async function memberNotRegisteredForEarlyBird(request: APIRequestContext, phones: string[]) {
  for (const phone of phones) {
    const member = await apiLogin(request, phone);
    const events: Array<{ name: string; register: unknown }> = await apiGet(
      request,
      member,
      routePaths.availableEvents.path,
    );
    const event = events.find((item) => item.name === earlyBirdEvent.name);
    if (event && event.register === null) return member;
  }
  throw new Error(`every one of ${phones.join(', ')} is registered for the early-bird event`);
}

/** How many slips the member has uploaded. */
export async function slipCount(request: APIRequestContext, member: DemoMember): Promise<number> {
  const slips: unknown[] = await apiGet(request, member, routePaths.paymentHistory.path);
  return slips.length;
}

/** Demo members 0890000004 … 0890000030, numbers `from` to `to`. */
export function demoPhones(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, index) => `0890000${String(from + index).padStart(3, '0')}`);
}

/** "ยอดค้างชำระ 1,250.00 บาท" -> 1250 */
export function bahtIn(text: string | null): number {
  const match = text?.match(/([\d,]+(?:\.\d+)?)\s*บาท/);
  if (!match?.[1]) throw new Error(`no baht amount in "${text}"`);
  return Number(match[1].replaceAll(',', ''));
}

/** "1,200.00": the app writes every sum of money with satang. */
export function baht(amount: number): string {
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}
