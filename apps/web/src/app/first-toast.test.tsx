import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifyError } from '../lib/notify.ts';
import { renderRoutes } from '../test/render.tsx';

// A file of its own: the container must not have been shown (loaded) by an earlier test.
describe('the first toast of a page load', () => {
  it('the first error toast shows at once, fetching nothing: it is shown when the network is down (issue 32)', async () => {
    renderRoutes([{ path: '/', element: <p>page</p> }]);
    await screen.findByText('page');

    // No await between showing and looking: a container still to be fetched (a lazy chunk) could
    // not be on screen yet, and offline it never would be.
    act(() => notifyError({ errorMessages: ['เชื่อมต่อเซิร์ฟเวอร์ไม่ได้'] }));

    expect(screen.getByText('เชื่อมต่อเซิร์ฟเวอร์ไม่ได้')).toBeInTheDocument();
  });
});
