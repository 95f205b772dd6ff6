import { Alert, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { LoadBoundary, lazyPart } from '../../../components/lazy-part.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { StandalonePage } from '../../../components/standalone-page.tsx';
import * as th from '../../../i18n/th.ts';
import { useVisit, type Visit } from '../api/get-visit.ts';
import { linkProblem } from '../api/visit-errors.ts';
import { VisitMeeting } from './visit-meeting.tsx';
import { VisitorRegisterForm } from './visitor-register-form.tsx';

const t = th.visit;

/**
 * What a registered visitor sees (their fee, slips, check-in code): its code comes when the visit
 * says they are registered, so a stranger's first sight of the chapter, the meeting and the form,
 * downloads none of it (issue 38).
 */
const VisitorRegistration = lazyPart(() => import('./visitor-registration.tsx').then((m) => m.VisitorRegistration));
/** The column's width: the notice and the form read comfortably, and a phone gets the full width. */
const WIDTH = 560;

/**
 * /visit?visit=<token>: the page a member's invitation opens, for a visitor with no account, in any
 * browser or LINE's. The link is their only key: the page asks nothing else and never sends anyone
 * to /login. A link that cannot be used says so in place of the page.
 */
export function VisitPage() {
  const [search] = useSearchParams();
  const token = search.get('visit');
  if (!token) return <LinkProblemPage message={t.linkInvalid} />;
  return <VisitByLink token={token} />;
}

function VisitByLink({ token }: { token: string }) {
  const visit = useVisit(token);
  // An expired link stays expired: even an answer already on screen gives way to why.
  const problem = visit.isError ? linkProblem(visit.error) : null;
  if (problem !== null) return <LinkProblemPage message={problem} />;
  return (
    <StandalonePage title={t.title} width={WIDTH}>
      <QueryView query={visit} loadFailed={t.loadFailed}>
        {(data) => <VisitContent token={token} visit={data} />}
      </QueryView>
    </StandalonePage>
  );
}

function VisitContent({ token, visit }: { token: string; visit: Visit }) {
  return (
    <>
      <VisitMeeting visit={visit} />
      {visit.visitor !== null ? (
        <LoadBoundary>
          <VisitorRegistration token={token} visit={visit} visitor={visit.visitor} />
        </LoadBoundary>
      ) : visit.notice !== null ? (
        <VisitorRegisterForm token={token} notice={visit.notice} />
      ) : (
        <Alert color="yellow" variant="light" role="status" data-testid="visit-not-open">
          <Text size="sm">{t.notice.noneYet}</Text>
        </Alert>
      )}
    </>
  );
}

function LinkProblemPage({ message }: { message: string }) {
  return (
    <StandalonePage title={t.linkProblemTitle} width={WIDTH}>
      <Alert
        color="red"
        variant="light"
        icon={<IconLinkOff aria-hidden />}
        role="alert"
        data-testid="visit-link-problem"
      >
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{message}</Text>
      </Alert>
    </StandalonePage>
  );
}
