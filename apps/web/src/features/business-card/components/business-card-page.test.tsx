import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { publicProfileFixture } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { BusinessCardPage } from './business-card-page.tsx';

const CARD_ID = 'k3Vq9ZtR2xLm8PwN4bYc1A';
const PROFILE_URL = `GET /api/member/public-profile/${CARD_ID}/`;

function renderCard() {
  return renderRoutes([{ path: '/nc/:id', element: <BusinessCardPage /> }], `/nc/${CARD_ID}`);
}

/** The value next to a label in the card's list of fields. */
function field(label: string): HTMLElement {
  const list = screen.getByLabelText('ข้อมูลติดต่อ');
  const term = within(list).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('business card page', () => {
  it('shows the picture, name, email and company, with buttons to save the contact, mail and call', async () => {
    const api = mockApi({
      [PROFILE_URL]: {
        status: 200,
        data: publicProfileFixture({ liff_picture_url: 'https://profile.line-scdn.net/abc' }),
      },
    });
    renderCard();

    expect(await screen.findByRole('heading', { name: 'สมชาย รักงาน' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'รูปโปรไฟล์ของ สมชาย รักงาน' })).toHaveAttribute(
      'src',
      'https://profile.line-scdn.net/abc',
    );
    expect(screen.getAllByText('somchai@example.com').length).toBeGreaterThan(0);
    expect(screen.getAllByText('รักงานก่อสร้าง').length).toBeGreaterThan(0);

    expect(screen.getByRole('link', { name: 'บันทึกรายชื่อ' })).toHaveAttribute('href', `/api/member/vcard/${CARD_ID}/`);
    expect(screen.getByRole('link', { name: 'ส่งอีเมล' })).toHaveAttribute('href', 'mailto:somchai@example.com');
    expect(screen.getByRole('link', { name: 'โทร' })).toHaveAttribute('href', 'tel:0822222222');
    expect(api.calls.map((call) => call.url)).toEqual([`/api/member/public-profile/${CARD_ID}/`]);
  });

  it('lists name, company, the member’s own position, phone, email and website', async () => {
    mockApi({ [PROFILE_URL]: { status: 200, data: publicProfileFixture() } });
    renderCard();
    await screen.findByRole('heading', { name: 'สมชาย รักงาน' });

    expect(field('ชื่อ')).toHaveTextContent('สมชาย รักงาน');
    expect(field('บริษัท')).toHaveTextContent('รักงานก่อสร้าง');
    expect(field('ตำแหน่ง')).toHaveTextContent('กรรมการผู้จัดการ');
    expect(field('โทรศัพท์')).toHaveTextContent('082-222-2222');
    expect(field('อีเมล')).toHaveTextContent('somchai@example.com');
    const website = within(field('เว็บไซต์')).getByRole('link', { name: 'https://rakngan.example.com' });
    expect(website).toHaveAttribute('href', 'https://rakngan.example.com/');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a neutral placeholder for what the member has not filled in, and the default picture', async () => {
    mockApi({
      [PROFILE_URL]: {
        status: 200,
        data: publicProfileFixture({ email: null, company: null, position: null, website: null }),
      },
    });
    renderCard();
    await screen.findByRole('heading', { name: 'สมชาย รักงาน' });

    for (const label of ['บริษัท', 'ตำแหน่ง', 'อีเมล', 'เว็บไซต์']) expect(field(label)).toHaveTextContent('ไม่ได้ระบุ');
    expect(screen.getByRole('button', { name: 'ส่งอีเมล' })).toBeDisabled();
    expect(screen.getByRole('img', { name: 'รูปโปรไฟล์ของ สมชาย รักงาน' }).getAttribute('src')).toMatch(
      /default-avatar|^data:image\/svg/,
    );
  });

  it('never turns a stored website into a script link', async () => {
    mockApi({ [PROFILE_URL]: { status: 200, data: publicProfileFixture({ website: 'javascript:alert(1)' }) } });
    renderCard();
    await screen.findByRole('heading', { name: 'สมชาย รักงาน' });
    expect(within(field('เว็บไซต์')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('only logs a load failure and shows nothing, as the spec says', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ [PROFILE_URL]: { status: 404, data: { detail: 'ไม่พบนามบัตรนี้' } } });
    renderCard();

    await waitFor(() => expect(log).toHaveBeenCalledWith('business card failed to load', expect.anything()));
    const main = screen.getByTestId('business-card');
    expect(main).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
