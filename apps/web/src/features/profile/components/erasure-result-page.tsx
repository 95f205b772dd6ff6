import type { TEraseResponse } from '@chapter/contract/privacy';
import { Alert, Button, Text } from '@mantine/core';
import { IconBrandLine, IconCircleCheck } from '@tabler/icons-react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { StandalonePage } from '../../../components/standalone-page.tsx';
import * as th from '../../../i18n/th.ts';

/** What erasing oneself hands to /erased: the server's answer and where signing in again starts. */
export interface ErasureResultState extends TEraseResponse {
  loginTo: string;
}

function resultOf(state: unknown): ErasureResultState | null {
  const result = state as Partial<ErasureResultState> | null;
  return typeof result?.detail === 'string' && typeof result.loginTo === 'string'
    ? (result as ErasureResultState)
    : null;
}

/**
 * /erased: what became of the member's data, once they erased themselves (issue 19). They are signed
 * out everywhere; when LINE could not be told (the desktop, an expired LINE token), how to unlink the
 * app in LINE themselves. Opened any other way, it is the login page's business.
 */
export function ErasureResultPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const result = resultOf(location.state);
  if (!result) return <Navigate to="/login" replace />;
  const t = th.privacy;

  return (
    <StandalonePage title={t.erasedTitle} width={480}>
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        <Text size="sm">{result.detail}</Text>
      </Alert>
      {result.line_authorization === 'revoked' && <Text>{t.lineRevoked}</Text>}
      {result.line_authorization === 'not_revoked' && (
        <Alert color="yellow" variant="light" title={t.lineNotRevokedTitle} icon={<IconBrandLine aria-hidden />}>
          <Text size="sm">{t.lineNotRevoked}</Text>
        </Alert>
      )}
      <Button
        size="md"
        variant="default"
        w="fit-content"
        onClick={() => void navigate(result.loginTo, { replace: true, state: { signedOut: true } })}
      >
        {t.backToLogin}
      </Button>
    </StandalonePage>
  );
}
