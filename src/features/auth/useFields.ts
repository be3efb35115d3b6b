import { useState, type ChangeEvent } from "react";

type Errors<K extends string> = Partial<Record<K, string>>;

/**
 * A form's text values and their error messages, and `bind(name)`: the value, change handler
 * and error that a TextField or PasswordField needs for that field. With `recheck` (what is
 * wrong with given values), each edit keeps a shown error only while it still holds, so
 * "Passwords do not match" goes as soon as they match; no error appears while typing.
 */
export function useFields<K extends string>(initial: Record<K, string>, recheck?: (values: Record<K, string>) => Errors<K>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const set = (name: K, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (!recheck) return;
    const now = recheck(next);
    setErrors((shown) => {
      const kept: Errors<K> = {};
      for (const key of Object.keys(shown) as K[]) if (shown[key] && now[key]) kept[key] = now[key];
      return kept;
    });
  };
  const bind = (name: K) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
    error: errors[name],
  });
  return { values, set, errors, setErrors, bind };
}
