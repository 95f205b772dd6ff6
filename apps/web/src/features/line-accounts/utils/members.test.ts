import { describe, expect, it } from 'vitest';
import { lineAccountMemberFixture } from '../../../test/fixtures.ts';
import { notConnectedIds, searchMembers } from './members.ts';

const somchai = lineAccountMemberFixture({ id: 2, full_name: 'สมชาย รักงาน', phone: '0812345678' });
const sudarat = lineAccountMemberFixture({
  id: 3,
  full_name: 'สุดารัตน์ ทองมา',
  phone: '0899999999',
  bound_at: '2026-05-02T02:15:00Z',
  line_display_name: 'Sudarat',
});
const admin = lineAccountMemberFixture({
  id: 4,
  full_name: 'Anan Admin',
  phone: '0877777777',
  restriction: 'บัญชี LINE ของผู้ดูแลระบบ (Admin) จัดการได้เฉพาะผู้ดูแลระบบ',
});

describe('finding members on the LINE accounts screen', () => {
  it('finds by part of the name, in any case, or by the phone however it is typed', () => {
    const all = [somchai, sudarat, admin];
    expect(searchMembers(all, 'รักงาน').map((m) => m.id)).toEqual([2]);
    expect(searchMembers(all, 'anan').map((m) => m.id)).toEqual([4]);
    expect(searchMembers(all, '081-234').map((m) => m.id)).toEqual([2]);
    expect(searchMembers(all, '  ').map((m) => m.id)).toEqual([2, 3, 4]);
  });

  it('"everyone not connected" leaves out bound members and those the viewer may not invite', () => {
    expect(notConnectedIds([somchai, sudarat, admin])).toEqual([2]);
  });
});
