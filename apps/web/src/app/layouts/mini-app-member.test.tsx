import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileFixture } from '../../test/fixtures.ts';
import { answer, answerError, type MockReply, mockApi } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { MiniAppMember } from './mini-app-member.tsx';

describe('the mini-app member line', () => {
  it('holds its place while the profile loads, so the screen below does not jump when it arrives', async () => {
    let reply: (answered: MockReply) => void = () => {};
    mockApi({ 'GET /api/member/profile/': () => new Promise<MockReply>((resolve) => (reply = resolve)) });
    renderRoutes([{ path: '/', element: <MiniAppMember /> }]);

    expect(await screen.findByTestId('mini-app-member-placeholder')).toBeInTheDocument();
    reply(answer(apiRoutes.profile, profileFixture()));

    expect(await screen.findByTestId('mini-app-member')).toHaveTextContent('สมชาย รักงาน');
    expect(screen.queryByTestId('mini-app-member-placeholder')).not.toBeInTheDocument();
  });

  it('leaves no empty line when the profile cannot be loaded', async () => {
    mockApi({ 'GET /api/member/profile/': answerError(500, { detail: 'x' }) });
    renderRoutes([{ path: '/', element: <MiniAppMember /> }]);

    expect(await screen.findByTestId('mini-app-member-placeholder')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('mini-app-member-placeholder')).not.toBeInTheDocument());
    expect(screen.queryByTestId('mini-app-member')).not.toBeInTheDocument();
  });
});
