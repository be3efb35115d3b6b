import { useState, type ChangeEvent } from "react";

/**
 * A form's text values and their error messages, and `bind(name)`: the value, change handler
 * and error that a TextField or PasswordField needs for that field.
 */
export function useFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const set = (name: K, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const bind = (name: K) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
    error: errors[name],
  });
  return { values, set, errors, setErrors, bind };
}
