// Decodes Stripe's form bodies (`a[b][0][c]=v`) into nested objects, arrays for numeric keys.
export type FormValue = string | FormObject | FormValue[];
export type FormObject = { [key: string]: FormValue };

export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head, ...rest] = rawKey.split("[").map((part) => part.replace(/]$/, ""));
    setPath(root, [head, ...rest], value);
  }
  return normalizeArrays(root) as FormObject;
}

function setPath(target: FormObject, path: string[], value: string) {
  let node = target;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    if (typeof node[key] !== "object" || node[key] === null) node[key] = {};
    node = node[key] as FormObject;
  });
}

/** Objects whose keys are all 0..n-1 become arrays. */
function normalizeArrays(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const numeric = keys.length > 0 && keys.every((k) => /^\d+$/.test(k));
  if (numeric) return keys.sort((a, b) => Number(a) - Number(b)).map((k) => normalizeArrays(value[k]));
  return Object.fromEntries(keys.map((k) => [k, normalizeArrays(value[k])]));
}
