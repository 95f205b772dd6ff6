import { Outlet } from 'react-router';
import { LoadBoundary, lazyPart } from '../components/lazy-part.tsx';
import { usePrivacyNotice } from '../lib/privacy-notice.ts';

// Most visits never need it: the notice page is its own chunk.
const ConsentPage = lazyPart(() =>
  import('../features/consent/components/consent-page.tsx').then((m) => m.ConsentPage),
);

/**
 * Every signed-in screen waits on the member's agreement to the privacy notice in force (issue 19).
 * The notice is asked for once per visit, alongside the screen's own calls rather than before them,
 * so nothing waits on it when the member has agreed; when they have not, or any call is refused for
 * want of consent later (demandConsent), the notice page takes the screen's place until they agree.
 */
export function ConsentGate() {
  const notice = usePrivacyNotice();
  if (notice.data?.consent_required) {
    return (
      <LoadBoundary>
        <ConsentPage />
      </LoadBoundary>
    );
  }
  return <Outlet />;
}
