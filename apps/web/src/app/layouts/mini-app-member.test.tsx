import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileFixture } from '../../test/fixtures.ts';
import { type MockReply, mockApi } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { MiniAppMember } from './mini-app-member.tsx';

describe('the mini-app member line', () => {
  it('holds its place while the profile loads, so the screen below does not jump when it arrives', async () => {
    let answer: (reply: MockReply) => void = () => {};
    mockApi({ 'GET /api/member/profile/': () => new Promise<MockReply>((resolve) => (answer = resolve)) });
    renderRoutes([{ path: '/', element: <MiniAppMember /> }]);

    expect(await screen.findByTestId('mini-app-member-placeholder')).toBeInTheDocument();
    answer({ status: 200, data: profileFixture() });

    expect(await screen.findByTestId('mini-app-member')).toHaveTextContent('สมชาย รักงาน');
    expect(screen.queryByTestId('mini-app-member-placeholder')).not.toBeInTheDocument();
  });

  it('leaves no empty line when the profile cannot be loaded', async () => {
    mockApi({ 'GET /api/member/profile/': { status: 500, data: { detail: 'x' } } });
    renderRoutes([{ path: '/', element: <MiniAppMember /> }]);

    expect(await screen.findByTestId('mini-app-member-placeholder')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('mini-app-member-placeholder')).not.toBeInTheDocument());
    expect(screen.queryByTestId('mini-app-member')).not.toBeInTheDocument();
  });
});
