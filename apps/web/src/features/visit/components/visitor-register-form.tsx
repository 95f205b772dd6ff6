import type { TVisitorRegisterRequest } from '@chapter/contract/visitors';
import { Button, Checkbox, Stack, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  emptyVisitor,
  VISITOR_FIELDS,
  type VisitorField,
  VisitorFields,
  type VisitorValues,
  visitorFieldProblems,
} from '../../../components/visitor-fields.tsx';
import * as th from '../../../i18n/th.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { Notice } from '../api/get-visit.ts';
import { useRegisterVisitor } from '../api/register-visitor.ts';
import { VisitNotice } from './visit-notice.tsx';

const t = th.visit;
/** The visitor types their own details: the browser may fill them in. */
const AUTOCOMPLETE: Record<VisitorField, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  company: 'organization',
  business_category: 'off',
  phone: 'tel',
};
/** The server's refusal of the agreement lands under the checkbox. */
const AGREEMENT = 'notice_version';

/**
 * What the form finds itself: every field is needed, and the notice agreed to. The phone's form and
 * the lengths are the server's to check (no zod on a page opened cold, ADR 20).
 */
function problemsOf(values: VisitorValues, agreed: boolean): FieldErrors {
  return { ...(agreed ? {} : { [AGREEMENT]: t.notice.agreeRequired }), ...visitorFieldProblems(values) };
}

/**
 * The visitors' privacy notice in force, agreeing to it, and who the visitor is. The agreement is to
 * the version on screen: when a newer one arrives (the server refused the old one and the page
 * reloaded), the box is unticked again, to be read and agreed anew.
 */
export function VisitorRegisterForm({ token, notice }: { token: string; notice: Notice }) {
  const [values, setValues] = useState(emptyVisitor);
  const [agreedVersion, setAgreedVersion] = useState<number | null>(null);
  const agreed = agreedVersion === notice.version;
  const register = useSubmit(useRegisterVisitor(token), {
    success: t.form.registered,
    fields: [...VISITOR_FIELDS, AGREEMENT],
  });

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const request: TVisitorRegisterRequest = { ...values, notice_version: notice.version };
    void register.submit(request, problemsOf(values, agreed));
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="visit-form-title">
      <Stack gap="md">
        <VisitNotice notice={notice} intro={t.notice.intro} />
        <Checkbox
          label={t.notice.agree}
          checked={agreed}
          onChange={(change) => setAgreedVersion(change.currentTarget.checked ? notice.version : null)}
          error={register.errors[AGREEMENT]}
        />
        <Title order={2} fz="h4" id="visit-form-title">
          {t.form.title}
        </Title>
        <VisitorFields
          values={values}
          onChange={(field, value) => setValues((previous) => ({ ...previous, [field]: value }))}
          errors={register.errors}
          autoComplete={AUTOCOMPLETE}
        />
        <Button type="submit" size="md" fullWidth loading={register.pending}>
          {t.form.submit}
        </Button>
      </Stack>
    </form>
  );
}
