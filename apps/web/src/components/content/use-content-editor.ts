// A content editor page's state (network news, B2C articles, fare rules): the values as typed, the problems by field,
// the server's message, and what a save's or a delete's answer does to them.
import { useState } from 'react';
import { apiErrorMessage, apiFieldErrors } from '../../lib/http/types';

/** What a mutation's answer holds when it succeeded. */
type Saved<R> = R extends { data: infer T } ? T : never;

export function useContentEditor<V extends object>(initial: () => V, messages: { saveFailed: string }) {
  const [values, setValues] = useState<V>(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value }));
  /** Changes some fields, keeping the rest. */
  const update = (patch: Partial<V>) => setValues((current) => ({ ...current, ...patch }));

  /** A save's answer: the saved item goes on; an error shows its field problems and message. */
  const afterSave = <R extends object>(result: R, onSaved: (saved: Saved<R>) => void) => {
    if ('error' in result) {
      setProblems(apiFieldErrors(result.error));
      setMessage(apiErrorMessage(result.error) ?? messages.saveFailed);
      return;
    }
    onSaved((result as { data: Saved<R> }).data);
  };

  /** A delete's answer: done goes on; an error shows its message. */
  const afterDelete = (result: { error?: unknown }, onDeleted: () => void) => {
    if ('error' in result) setMessage(apiErrorMessage(result.error) ?? messages.saveFailed);
    else onDeleted();
  };

  return { values, setValues, set, update, problems, setProblems, message, afterSave, afterDelete };
}
