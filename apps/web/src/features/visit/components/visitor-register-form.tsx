import type { TVisitorRegisterRequest } from '@chapter/contract/visitors';
import { Button, Checkbox, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { th } from '../../../i18n/th.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import type { Notice } from '../api/get-visit.ts';
import { useRegisterVisitor } from '../api/register-visitor.ts';
import { VisitNotice } from './visit-notice.tsx';

const t = th.visit;
const FIELDS = ['first_name', 'last_name', 'company', 'business_category', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const LABELS: Record<Field, string> = {
  first_name: t.form.firstName,
  last_name: t.form.lastName,
  company: t.form.company,
  business_category: t.form.businessCategory,
  phone: t.form.phone,
};
const REQUIRED: Record<Field, string> = {
  first_name: t.form.firstNameRequired,
  last_name: t.form.lastNameRequired,
  company: t.form.companyRequired,
  business_category: t.form.businessCategoryRequired,
  phone: t.form.phoneRequired,
};
const AUTOCOMPLETE: Record<Field, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  company: 'organization',
  business_category: 'off',
  phone: 'tel',
};
/** The server's refusal of the agreement lands under the checkbox. */
const AGREEMENT = 'notice_version';

const empty: Values = { first_name: '', last_name: '', company: '', business_category: '', phone: '' };

/**
 * What the form finds itself: every field is needed, and the notice agreed to. The phone's form and
 * the lengths are the server's to check (no zod on a page opened cold, ADR 20).
 */
function problemsOf(values: Values, agreed: boolean): FieldErrors {
  const problems: FieldErrors = {};
  if (!agreed) problems[AGREEMENT] = t.notice.agreeRequired;
  for (const field of FIELDS) if (values[field].trim() === '') problems[field] = REQUIRED[field];
  return problems;
}

/**
 * The visitors' privacy notice in force, agreeing to it, and who the visitor is. The agreement is to
 * the version on screen: when a newer one arrives (the server refused the old one and the page
 * reloaded), the box is unticked again, to be read and agreed anew.
 */
export function VisitorRegisterForm({ token, notice }: { token: string; notice: Notice }) {
  const [values, setValues] = useState(empty);
  const [agreedVersion, setAgreedVersion] = useState<number | null>(null);
  const agreed = agreedVersion === notice.version;
  const register = useSubmit(useRegisterVisitor(token), {
    success: t.form.registered,
    fields: [...FIELDS, AGREEMENT],
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
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            size="md"
            label={LABELS[field]}
            description={field === 'business_category' ? t.form.businessCategoryHint : undefined}
            value={values[field]}
            onChange={(change) => {
              const value = change.currentTarget.value;
              setValues((previous) => ({ ...previous, [field]: value }));
            }}
            error={register.errors[field]}
            required
            type={field === 'phone' ? 'tel' : 'text'}
            inputMode={field === 'phone' ? 'tel' : undefined}
            autoComplete={AUTOCOMPLETE[field]}
          />
        ))}
        <Button type="submit" size="md" fullWidth loading={register.pending}>
          {t.form.submit}
        </Button>
      </Stack>
    </form>
  );
}
