import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { notifyError, notifySuccess } from './notify.ts';
import { useSubmit } from './use-submit.ts';

vi.mock('./notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const refusal = (data: unknown, status = 400) =>
  new ApiError({ status, data, errorMessages: ['refused'], requestUrl: '/api/x/' });

/** useSubmit over a mutation whose call is `send`. */
function renderSubmit(send: (name: string) => Promise<{ detail: string }>, options: { fields?: string[] } = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const onSuccess = vi.fn();
  const view = renderHook(
    () => useSubmit(useMutation({ mutationFn: send }), { success: (data) => data.detail, onSuccess, ...options }),
    { wrapper },
  );
  return { ...view, onSuccess };
}

describe('useSubmit', () => {
  afterEach(() => vi.mocked(notifySuccess).mockClear());
  afterEach(() => vi.mocked(notifyError).mockClear());

  it('sends nothing while the form has problems of its own, and shows them', async () => {
    const send = vi.fn();
    const { result } = renderSubmit(send);
    await act(() => result.current.submit('x', { name: 'required' }));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'required' });
  });

  it('says the server’s words in a green toast, clears the messages and then calls onSuccess', async () => {
    const { result, onSuccess } = renderSubmit(async () => ({ detail: 'saved' }));
    await act(() => result.current.submit('x', {}));
    expect(notifySuccess).toHaveBeenCalledWith('saved');
    expect(onSuccess).toHaveBeenCalledWith({ detail: 'saved' }, 'x');
    expect(result.current.errors).toEqual({});
  });

  it('puts a refused field under that field, with no toast', async () => {
    const { result, onSuccess } = renderSubmit(() => Promise.reject(refusal({ 'name.0': ['too long'] })));
    await act(() => result.current.submit('x'));
    await waitFor(() => expect(result.current.errors).toEqual({ name: 'too long' }));
    expect(notifyError).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows a refusal of the whole request, or of a field the form does not show, as a red toast', async () => {
    const whole = renderSubmit(() => Promise.reject(refusal({ name: ['x'], non_field_errors: ['no'] })));
    await act(() => whole.result.current.submit('x'));
    const hidden = renderSubmit(() => Promise.reject(refusal({ id: ['unknown'] })), { fields: ['reason'] });
    await act(() => hidden.result.current.submit('x'));
    const conflict = renderSubmit(() => Promise.reject(refusal({ detail: 'busy' }, 409)));
    await act(() => conflict.result.current.submit('x'));
    expect(notifyError).toHaveBeenCalledTimes(3);
    expect(whole.result.current.errors).toEqual({});
    expect(hidden.result.current.errors).toEqual({});
  });

  it('without a success text shows no toast, and onError takes a refusal the screen shows itself', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const { result } = renderHook(
      () =>
        useSubmit(
          useMutation({
            mutationFn: (ok: boolean) => (ok ? Promise.resolve('done') : Promise.reject(refusal({ name: ['x'] }))),
          }),
          { onSuccess, onError },
        ),
      { wrapper },
    );
    await act(() => result.current.submit(true));
    expect(onSuccess).toHaveBeenCalledWith('done', true);
    await act(() => result.current.submit(false));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 400 }), false);
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({});
  });
});
