import type { TCardField } from '@chapter/contract/card-fields';
import type { TCardSettings } from '@chapter/contract/members';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profileFixture } from '../../../test/fixtures.ts';
import { answer, answerError, type MockReply, type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ProfileScreen } from './profile-screen.tsx';

const UPDATE = 'PUT /api/member/card/';
const NEW_ADDRESS = 'POST /api/member/card/new-address/';
const ALL: TCardField[] = ['phone', 'email', 'company', 'position', 'website', 'picture'];

function renderProfile(
  card: TCardSettings,
  handlers: Record<string, MockReply | ((request: MockRequest) => MockReply)> = {},
) {
  localStorage.setItem('token', 'tok_abcdefghijklmnopqrstuvwxyz');
  const api = mockApi({
    'GET /api/member/profile/': answer(apiRoutes.profile, profileFixture({ card })),
    ...handlers,
  });
  renderRoutes([{ path: '/', element: <ProfileScreen logoutTo="/login" /> }]);
  return api;
}

const section = () => screen.findByRole('region', { name: 'นามบัตรของฉัน' });
/** The server's answer to a save: the card as sent, with the card id and a message. */
const savedAs = (detail: string) => (request: MockRequest) =>
  answer(apiRoutes.updateCard, {
    ...(request.body as TCardSettings),
    public_card_id: 'k3Vq9ZtR2xLm8PwN4bYc1A',
    detail,
  });

describe('my card on the profile', () => {
  it('shows the link, the card as shown, and the six fields ticked as the server holds them', async () => {
    renderProfile({ hidden: false, shown_fields: ['phone', 'company'] });
    const card = await section();
    expect(within(card).getByTestId('my-card-url')).toHaveTextContent('/nc/k3Vq9ZtR2xLm8PwN4bYc1A');
    expect(within(card).getByRole('switch', { name: /^ซ่อนนามบัตร/ })).not.toBeChecked();
    expect(within(card).getByRole('checkbox', { name: 'หมายเลขโทรศัพท์' })).toBeChecked();
    expect(within(card).getByRole('checkbox', { name: 'บริษัท' })).toBeChecked();
    for (const name of ['อีเมล', 'ตำแหน่ง', 'เว็บไซต์', 'รูปโปรไฟล์']) {
      expect(within(card).getByRole('checkbox', { name })).not.toBeChecked();
    }
    expect(within(card).getByText(/ชื่อของคุณแสดงเสมอ/)).toBeInTheDocument();
    // Nothing changed yet: nothing to save.
    expect(within(card).getByRole('button', { name: 'บันทึกการตั้งค่านามบัตร' })).toBeDisabled();
  });

  it('saves the fields chosen, in the card’s order, and says so', async () => {
    const user = userEvent.setup();
    const api = renderProfile(
      { hidden: false, shown_fields: ALL },
      { [UPDATE]: savedAs('บันทึกการตั้งค่านามบัตรเรียบร้อยแล้ว') },
    );
    const card = await section();
    await user.click(within(card).getByRole('checkbox', { name: 'รูปโปรไฟล์' }));
    await user.click(within(card).getByRole('checkbox', { name: 'หมายเลขโทรศัพท์' }));
    await user.click(within(card).getByRole('button', { name: 'บันทึกการตั้งค่านามบัตร' }));

    expect(await screen.findByText('บันทึกการตั้งค่านามบัตรเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(api.calls.find((call) => `${call.method} ${call.url}` === UPDATE)?.body).toEqual({
      hidden: false,
      shown_fields: ['email', 'company', 'position', 'website'],
    });
    // The form now shows what was saved, and there is nothing left to save.
    const saved = await section();
    await waitFor(() => expect(within(saved).getByRole('button', { name: 'บันทึกการตั้งค่านามบัตร' })).toBeDisabled());
    expect(within(saved).getByRole('checkbox', { name: 'หมายเลขโทรศัพท์' })).not.toBeChecked();
  });

  it('hides the card, and then says the link shows "not found"', async () => {
    const user = userEvent.setup();
    const api = renderProfile({ hidden: false, shown_fields: ALL }, { [UPDATE]: savedAs('ซ่อนนามบัตรแล้ว') });
    const card = await section();
    expect(within(card).queryByText(/นามบัตรของคุณซ่อนอยู่/)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('switch', { name: /^ซ่อนนามบัตร/ }));
    await user.click(within(card).getByRole('button', { name: 'บันทึกการตั้งค่านามบัตร' }));

    expect(await screen.findByText('ซ่อนนามบัตรแล้ว')).toBeInTheDocument();
    expect(api.calls.find((call) => `${call.method} ${call.url}` === UPDATE)?.body).toEqual({
      hidden: true,
      shown_fields: ALL,
    });
    expect(await within(await section()).findByText(/นามบัตรของคุณซ่อนอยู่/)).toBeInTheDocument();
    expect(within(await section()).getByRole('switch', { name: /^ซ่อนนามบัตร/ })).toBeChecked();
  });

  it('a refused save shows the server’s message and keeps what the member chose', async () => {
    const user = userEvent.setup();
    renderProfile(
      { hidden: false, shown_fields: ALL },
      { [UPDATE]: answerError(400, { shown_fields: ['เลือกข้อมูลของนามบัตรซ้ำกัน'] }) },
    );
    const card = await section();
    await user.click(within(card).getByRole('checkbox', { name: 'อีเมล' }));
    await user.click(within(card).getByRole('button', { name: 'บันทึกการตั้งค่านามบัตร' }));
    expect(await screen.findByText(/เลือกข้อมูลของนามบัตรซ้ำกัน/)).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: 'อีเมล' })).not.toBeChecked();
    expect(within(card).getByRole('button', { name: 'บันทึกการตั้งค่านามบัตร' })).toBeEnabled();
  });

  it('asks before a new address, saying the old link stops working, then shows the new link', async () => {
    const user = userEvent.setup();
    const api = renderProfile(
      { hidden: false, shown_fields: ALL },
      {
        [NEW_ADDRESS]: answer(apiRoutes.newCardAddress, {
          public_card_id: 'NEWid_9ZtR2xLm8PwN4bYc1',
          detail: 'สร้างที่อยู่นามบัตรใหม่แล้ว',
        }),
      },
    );
    const card = await section();
    await user.click(within(card).getByRole('button', { name: 'ขอที่อยู่นามบัตรใหม่' }));
    const dialog = await screen.findByRole('dialog', { name: 'ขอที่อยู่นามบัตรใหม่' });
    expect(dialog).toHaveTextContent('ลิงก์เดิมที่เคยส่งให้ผู้อื่นจะใช้ไม่ได้อีกต่อไป');
    expect(api.calls.some((call) => `${call.method} ${call.url}` === NEW_ADDRESS)).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'ขอที่อยู่ใหม่' }));
    expect(await screen.findByText('สร้างที่อยู่นามบัตรใหม่แล้ว')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('my-card-url')).toHaveTextContent('/nc/NEWid_9ZtR2xLm8PwN4bYc1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('backing out of the dialog asks for nothing', async () => {
    const user = userEvent.setup();
    const api = renderProfile({ hidden: false, shown_fields: ALL });
    await user.click(within(await section()).getByRole('button', { name: 'ขอที่อยู่นามบัตรใหม่' }));
    const dialog = await screen.findByRole('dialog', { name: 'ขอที่อยู่นามบัตรใหม่' });
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => `${call.method} ${call.url}` === NEW_ADDRESS)).toBe(false);
    expect(screen.getByTestId('my-card-url')).toHaveTextContent('/nc/k3Vq9ZtR2xLm8PwN4bYc1A');
  });
});
