import { TextInput } from '@mantine/core';
import * as th from '../i18n/th.ts';
import type { FieldErrors } from '../lib/field-errors.ts';

const t = th.visitorFields;

/** Who a visitor is (issue 34), in the order both forms ask it: the visitor's own and staff's. */
export const VISITOR_FIELDS = ['first_name', 'last_name', 'company', 'business_category', 'phone'] as const;
export type VisitorField = (typeof VISITOR_FIELDS)[number];
export type VisitorValues = Record<VisitorField, string>;

export const emptyVisitor: VisitorValues = {
  first_name: '',
  last_name: '',
  company: '',
  business_category: '',
  phone: '',
};

const LABELS: Record<VisitorField, string> = {
  first_name: t.firstName,
  last_name: t.lastName,
  company: t.company,
  business_category: t.businessCategory,
  phone: t.phone,
};
const REQUIRED: Record<VisitorField, string> = {
  first_name: t.firstNameRequired,
  last_name: t.lastNameRequired,
  company: t.companyRequired,
  business_category: t.businessCategoryRequired,
  phone: t.phoneRequired,
};

/** Every field is needed; the phone's form and the lengths are the server's to check, under the fields. */
export function visitorFieldProblems(values: VisitorValues): FieldErrors {
  const problems: FieldErrors = {};
  for (const field of VISITOR_FIELDS) if (values[field].trim() === '') problems[field] = REQUIRED[field];
  return problems;
}

interface VisitorFieldsProps {
  values: VisitorValues;
  onChange: (field: VisitorField, value: string) => void;
  /** The form's messages, by field (the required checks above, or the server's). */
  errors: FieldErrors;
  /** What the browser may fill each field with; 'off' (the default) when someone else's details are typed. */
  autoComplete?: Record<VisitorField, string> | 'off';
  /** Focus the first name when the form opens (in a dialog). */
  autoFocus?: boolean;
}

/** The visitor's five fields, each required, the business category with an example under it. */
export function VisitorFields({
  values,
  onChange,
  errors,
  autoComplete = 'off',
  autoFocus = false,
}: VisitorFieldsProps) {
  return VISITOR_FIELDS.map((field) => (
    <TextInput
      key={field}
      size="md"
      label={LABELS[field]}
      description={field === 'business_category' ? t.businessCategoryHint : undefined}
      value={values[field]}
      onChange={(change) => onChange(field, change.currentTarget.value)}
      error={errors[field]}
      required
      type={field === 'phone' ? 'tel' : 'text'}
      inputMode={field === 'phone' ? 'tel' : undefined}
      autoComplete={autoComplete === 'off' ? 'off' : autoComplete[field]}
      data-autofocus={autoFocus && field === 'first_name' ? true : undefined}
    />
  ));
}
