import { Alert, Button, Checkbox, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import * as th from '../../../i18n/th.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useAgreeVisit } from '../api/agree-visit.ts';
import type { Notice } from '../api/get-visit.ts';
import { VisitNotice } from './visit-notice.tsx';

const t = th.visit;
/** The server's refusal of the agreement lands under the checkbox. */
const AGREEMENT = 'notice_version';

/**
 * A guest the member registered (a substitute who pays their own meal) agrees to the visitors'
 * notice before the ways to pay appear. The agreement is to the version on screen: a newer one
 * (the server refused the old one and the page reloaded) unticks the box, to be read anew.
 */
export function VisitConsent({ token, notice }: { token: string; notice: Notice | null }) {
  if (notice === null) {
    return (
      <Alert color="yellow" variant="light" role="status" data-testid="visit-consent-no-notice">
        <Text size="sm">{t.consent.noNotice}</Text>
      </Alert>
    );
  }
  return <ConsentForm token={token} notice={notice} />;
}

function ConsentForm({ token, notice }: { token: string; notice: Notice }) {
  const [agreedVersion, setAgreedVersion] = useState<number | null>(null);
  const agreed = agreedVersion === notice.version;
  const agree = useSubmit(useAgreeVisit(token), { success: t.consent.agreed, fields: [AGREEMENT] });

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const problems: FieldErrors = agreed ? {} : { [AGREEMENT]: t.consent.agreeRequired };
    void agree.submit({ notice_version: notice.version }, problems);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="visit-notice-title">
      <Stack gap="md">
        <VisitNotice notice={notice} intro={t.consent.intro} />
        <Checkbox
          label={t.notice.agree}
          checked={agreed}
          onChange={(change) => setAgreedVersion(change.currentTarget.checked ? notice.version : null)}
          error={agree.errors[AGREEMENT]}
        />
        <Button type="submit" size="md" fullWidth loading={agree.pending}>
          {t.consent.submit}
        </Button>
      </Stack>
    </form>
  );
}
