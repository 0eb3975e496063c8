import { useCallback, useState } from 'react';

/**
 * A form's text values in one state: `bind(name)` gives an input its value (empty while the form has
 * none: a form of open-ended fields starts without its keys and sends only those typed) and change handler,
 * `setValue` sets one (an amount preset), `reset` puts back what the form opened with.
 */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  // What the form opened with, kept from the first render: `reset` returns to it, not to a later prop.
  const [opened] = useState(initial);
  const [values, setValues] = useState(initial);
  const setValue = useCallback(
    (name: keyof T, value: string) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );
  const reset = useCallback(() => setValues(opened), [opened]);
  const bind = (name: keyof T) => ({
    value: (values[name] as string | undefined) ?? '',
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
  });
  return { values, setValue, reset, bind };
}
