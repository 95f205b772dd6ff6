import type { TErasureCheck } from '@chapter/contract/privacy';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { type ApiError, normalizeApiError } from './api-error.ts';
import { notifyError } from './notify.ts';
import { type SubmitOptions, useSubmit } from './use-submit.ts';

/**
 * What erasing oneself and an Admin's erasing of a member share (issue 19): `ask` fetches what
 * erasing would leave behind (`askServer`, fresh each time) and opens the dialog with it; `dialog`
 * is the ErasureModal's props while it is open, and `submit` erases. A 409 means what they owe changed meanwhile: the
 * server is asked again, so the dialog shows the new amounts with the box to tick; the dialog shows
 * any refusal itself.
 */
export function useErasure<TData, TVariables>(
  mutation: UseMutationResult<TData, ApiError, TVariables>,
  askServer: () => Promise<TErasureCheck>,
  options: Pick<SubmitOptions<TData, TVariables>, 'success' | 'onSuccess'>,
) {
  const [checking, setChecking] = useState(false);
  const [check, setCheck] = useState<TErasureCheck | null>(null);

  const ask = async () => {
    setChecking(true);
    try {
      setCheck(await askServer());
    } catch (error) {
      notifyError(normalizeApiError(error));
    } finally {
      setChecking(false);
    }
  };

  const send = useSubmit(mutation, {
    success: options.success,
    // Erased: the dialog has nothing left to ask (once the screen has moved on, if it does).
    onSuccess: async (data, variables) => {
      await options.onSuccess?.(data, variables);
      setCheck(null);
    },
    onError: (error) => {
      if (error.status === 409) void ask();
    },
  });

  const close = () => {
    mutation.reset();
    setCheck(null);
  };

  const dialog = check && {
    check,
    loading: mutation.isPending,
    errorMessages: mutation.isError ? mutation.error.errorMessages : null,
    onClose: close,
  };
  return { checking, ask: () => void ask(), submit: send.submit, dialog };
}
