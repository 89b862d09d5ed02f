import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * tanstack's useMutation (on react-admin's query client), sent once at a time: `send` while one
 * is under way does nothing, so an impatient double click on a form's button is one request.
 * A ref, not `isPending`: two clicks in one task both run before React re-renders, and the
 * mutation tells the component it is pending only a tick later. The refusal is the mutation's
 * `error` (cleared by the next send or by `reset`).
 *
 * What it returns is a new object on each render: never a hook's dependency. And `reset` from
 * an effect re-renders even an idle mutation (a new result each time), so an effect that
 * resets it, or depends on it, renders the page again without end: reset in the handler that
 * clears the refusal (a dialog's close) instead.
 */
export function useMutationOnce<TData, TVariables>(options: UseMutationOptions<TData, Error, TVariables>) {
  const sending = useRef(false);
  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    onSettled: (...settled) => {
      sending.current = false;
      return options.onSettled?.(...settled);
    },
  });
  const send = (variables: TVariables) => {
    if (sending.current) return;
    sending.current = true;
    mutation.mutate(variables);
  };
  return { ...mutation, send };
}
