import { useCallback, useState } from 'react';

/** A form's values in one state: `set` changes one (stable, for memoised fields), `replace` all of them. */
export function useValues<V>(initial: V | (() => V)) {
  const [values, replace] = useState(initial);
  const set = useCallback(
    <K extends keyof V>(key: K, value: V[K]) => replace((current) => ({ ...current, [key]: value })),
    [],
  );
  return { values, set, replace };
}

/** A form as its fields see it: the values, how one is set, the flow's message for a field in words, busy. */
export interface BoundForm<V> {
  values: V;
  set<K extends keyof V>(key: K, value: V[K]): void;
  message: (field: string) => string | null;
  busy: boolean;
}
