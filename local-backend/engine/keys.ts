// Order-preserving string encoding of Convex values, so every index is a sorted array of
// plain strings and every range check is a string comparison. Type order follows Convex:
// undefined < null < int64 < float64 < boolean < string < bytes < array < object.
import type { Value } from "convex/values";

/** Greater than every encoded key: the open upper end of a prefix range. */
export const KEY_MAX = "\uffff";
/** Appended to a key, gives the smallest string greater than that key. */
export const KEY_NEXT = "\u0000";

const END = "!"; // closes arrays and objects; sorts below every type tag ("0".."8")

function sortableFloat(n: number): string {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, n === 0 ? 0 : n); // -0 and 0 are one key
  let hi = view.getUint32(0);
  let lo = view.getUint32(4);
  if (hi & 0x80000000) {
    hi = ~hi >>> 0;
    lo = ~lo >>> 0;
  } else {
    hi = (hi | 0x80000000) >>> 0;
  }
  return hi.toString(16).padStart(8, "0") + lo.toString(16).padStart(8, "0");
}

function escapeString(s: string): string {
  // \0 starts the terminator and \ufffe/\uffff must stay below KEY_MAX, so those three are escaped.
  if (!s.includes("\u0000") && !s.includes("\ufffe") && !s.includes("\uffff")) return s;
  let out = "";
  for (const c of s) out += c === "\u0000" ? "\u0000\u00ff" : c === "\ufffe" || c === "\uffff" ? "\ufffe" + c : c;
  return out;
}

export function encodeValue(value: Value | undefined): string {
  if (value === undefined) return "0";
  if (value === null) return "1";
  switch (typeof value) {
    case "bigint":
      return "2" + BigInt.asUintN(64, value + (1n << 63n)).toString(16).padStart(16, "0");
    case "number":
      return "3" + sortableFloat(value);
    case "boolean":
      return value ? "41" : "40";
    case "string":
      return "5" + escapeString(value) + "\u0000\u0001";
  }
  if (value instanceof ArrayBuffer) return "6" + Buffer.from(value).toString("hex") + ".";
  if (Array.isArray(value)) return "7" + value.map(encodeValue).join("") + END;
  const fields = Object.keys(value)
    .sort()
    .map((k) => encodeValue(k) + encodeValue((value as Record<string, Value>)[k]));
  return "8" + fields.join("") + END;
}

/** A document's value at a dotted field path, or undefined when absent. */
export function fieldValue(doc: Record<string, Value>, path: string): Value | undefined {
  let current: Value | undefined = doc;
  for (const part of path.split(".")) {
    if (current === null || typeof current !== "object" || Array.isArray(current) || current instanceof ArrayBuffer) {
      return undefined;
    }
    current = (current as Record<string, Value>)[part];
  }
  return current;
}

export function indexKey(doc: Record<string, Value>, fields: readonly string[]): string {
  let key = "";
  for (const field of fields) key += encodeValue(fieldValue(doc, field));
  return key;
}
