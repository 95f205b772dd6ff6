import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { type ApiError, normalizeApiError } from './api-error.ts';
import { type FieldErrors, fieldErrorsFromApi } from './field-errors.ts';
import { notifyError, notifySuccess } from './notify.ts';

export interface SubmitOptions<TData, TVariables> {
  /**
   * The green toast once the server has done it: a text of ours, or one from its answer. Left out
   * where what follows says it already (a file downloaded, a login's next screen): no toast.
   */
  success?: string | ((data: TData) => string);
  /** After the toast: close the dialog, say; `variables` are what was sent. Awaited by `submit`. */
  onSuccess?: (data: TData, variables: TVariables) => void | Promise<void>;
  /**
   * The fields the form shows under their inputs: the server's message about one of them lands
   * there, and a refusal of anything else is a red toast. Left out, every field the server names
   * is the form's; `[]` for a dialog that shows none, where every refusal is a toast.
   */
  fields?: readonly string[];
  /**
   * For a screen that shows a refusal itself, in place (an alert from the mutation's error, the
   * erasure dialog's message): called instead of the toast and the field messages.
   */
  onError?: (error: ApiError, variables: TVariables) => void | Promise<void>;
  /**
   * For one mutation behind a list's buttons (approve on each claim, invite on each member): a
   * click on another row is sent while one runs, not dropped. The running row's own button spins,
   * which is what keeps it from being sent twice.
   */
  concurrent?: boolean;
}

export interface Submit<TVariables> {
  /**
   * Sends, unless a send is running (see `concurrent`) or `problems` (what the form found itself)
   * is not empty; given problems replace the messages on screen. Resolves once the toast is shown
   * and `onSuccess` has run, whatever happened.
   */
  submit: (variables: TVariables, problems?: FieldErrors) => Promise<void>;
  /** The messages under the form's fields. */
  errors: FieldErrors;
  setErrors: (errors: FieldErrors) => void;
  /** The send is running: the button spins and the form cannot close. */
  pending: boolean;
}

/**
 * The one way a form or dialog sends what it holds (issue 22): what the form itself finds wrong
 * stays on screen and nothing is sent; the server's answer is a green toast (then `onSuccess`), its
 * refusal of a field lands under that field, and any other refusal is a red toast. mutateAsync, not
 * mutate's callbacks: saving often unmounts the form (a dialog closes, a list refreshes and a key
 * changes), and an unmounted component's callbacks never run, so its toast would be lost.
 */
export function useSubmit<TData, TVariables>(
  mutation: UseMutationResult<TData, ApiError, TVariables>,
  { success, onSuccess, fields, onError, concurrent }: SubmitOptions<TData, TVariables>,
): Submit<TVariables> {
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (variables: TVariables, problems?: FieldErrors) => {
    if (mutation.isPending && !concurrent) return;
    if (problems) {
      setErrors(problems);
      if (Object.keys(problems).length > 0) return;
    }
    let data: TData;
    try {
      data = await mutation.mutateAsync(variables);
    } catch (caught) {
      const error = normalizeApiError(caught);
      if (onError) {
        await onError(error, variables);
        return;
      }
      const shown = shownFields(fieldErrorsFromApi(error), fields);
      if (shown) setErrors(shown);
      else notifyError(error);
      return;
    }
    setErrors({});
    if (success !== undefined) notifySuccess(typeof success === 'string' ? success : success(data));
    await onSuccess?.(data, variables);
  };

  return { submit, errors, setErrors, pending: mutation.isPending };
}

/** The server's field messages the form can show, or null when it can show none (then it is a toast). */
function shownFields(found: FieldErrors | null, fields: readonly string[] | undefined): FieldErrors | null {
  if (found === null) return null;
  const shown =
    fields === undefined
      ? found
      : Object.fromEntries(Object.entries(found).filter(([field]) => fields.includes(field)));
  return Object.keys(shown).length > 0 ? shown : null;
}
