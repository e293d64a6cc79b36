// A filter form's state: values as typed, checked on apply (problems shown, nothing sent) and cleared back to none.
import { useState } from 'react';

export function useFilterForm<V extends object, P extends object>(options: {
  /** What clearing sets (and sends); also the start unless `initial` is given. */
  none: V;
  initial?: V;
  /** What is wrong with the values, by field; empty when they can be applied. */
  check: (values: V) => P;
  onApply: (values: V) => void;
}) {
  const [values, setValues] = useState<V>(options.initial ?? options.none);
  const [problems, setProblems] = useState<Partial<P>>({});

  const apply = () => {
    const found = options.check(values);
    setProblems(found);
    if (Object.keys(found).length === 0) options.onApply(values);
  };

  const clear = () => {
    setValues(options.none);
    setProblems({});
    options.onApply(options.none);
  };

  /** Changes some fields, keeping the rest. */
  const update = (patch: Partial<V>) => setValues((current) => ({ ...current, ...patch }));
  const set = <K extends keyof V>(name: K, value: V[K]) => setValues((current) => ({ ...current, [name]: value }));

  return { values, problems, apply, clear, update, set };
}
