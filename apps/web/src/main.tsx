import './app/mantine-styles.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, whenScreensReady } from './app/app.tsx';
import { unregisterServiceWorkers } from './lib/service-worker.ts';
import { forgetTokenCookie } from './lib/session.ts';

void unregisterServiceWorkers();
forgetTokenCookie();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// React replaces what #root holds with its first drawing, in one go. As a transition, that first
// render yields to the browser every few milliseconds instead of holding a slow phone's main thread
// for one long task (issue 21: it was most of the login page's blocking time).
const start = () => {
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
};

// The login page arrives drawn (ADR 35): keep it until the live screen can take its place.
if (root.hasAttribute('data-prerendered')) void whenScreensReady().then(start);
else start();
