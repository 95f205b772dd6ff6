import { MantineProvider } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { matchMediaStub } from '../../../test/browser-stubs.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { NotFoundPage } from './not-found-page.tsx';

function renderAtWidth(narrow: boolean) {
  const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaStub(narrow));
  renderRoutes([{ path: '*', element: <NotFoundPage /> }], '/no/such/page');
  return matchMedia;
}

describe('not-found page', () => {
  it('on a wide screen shows 404, "Not Found!" and a Home button to the home route', () => {
    renderAtWidth(false);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not Found!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('at 790 px or less shows "Page Not Found"', () => {
    const matchMedia = renderAtWidth(true);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Not Found!')).not.toBeInTheDocument();
    expect(matchMedia).toHaveBeenCalledWith('(max-width: 790px)');
  });

  it('a phone gets "Page Not Found" in the very first render, not the wide heading for a moment', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaStub(true));
    // Rendering to a string runs no effects: what it holds is exactly the first render.
    const html = renderToStaticMarkup(
      <MantineProvider env="test">
        <MemoryRouter>
          <NotFoundPage />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(html).toContain('Page Not Found');
    expect(html).not.toContain('Not Found!');
  });

  it('is the page’s main landmark, holding its heading and the way home', () => {
    renderAtWidth(true);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('keeps the illustration away from screen readers', () => {
    renderAtWidth(false);
    const svg = document.querySelector('svg[viewBox="0 0 320 240"]');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });
});
