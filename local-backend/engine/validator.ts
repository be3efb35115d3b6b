// Checks a value against a serialized validator (`exportArgs()`, `exportReturns()`, schema
// document types), like the Convex backend does before and after running a function.
import { convexToJson, type Value } from "convex/values";

export type ValidatorJson =
  | { type: "null" | "number" | "bigint" | "boolean" | "string" | "bytes" | "any" | "commitTs" }
  | { type: "literal"; value: unknown }
  | { type: "id"; tableName: string }
  | { type: "array"; value: ValidatorJson }
  | { type: "record"; keys: ValidatorJson; values: { fieldType: ValidatorJson } }
  | { type: "object"; value: Record<string, { fieldType: ValidatorJson; optional: boolean }> }
  | { type: "union"; value: ValidatorJson[] };

/** Maps an id to its table name, or null when it is not an id. */
export type TableOfId = (id: string) => string | null;

class Mismatch extends Error {}

function show(value: Value | undefined): string {
  if (value === undefined) return "undefined";
  try {
    const text = JSON.stringify(convexToJson(value));
    return text.length > 200 ? text.slice(0, 200) + "..." : text;
  } catch {
    return String(value);
  }
}

export function describe(validator: ValidatorJson): string {
  switch (validator.type) {
    case "literal":
      return `v.literal(${JSON.stringify(validator.value)})`;
    case "id":
      return `v.id("${validator.tableName}")`;
    case "array":
      return `v.array(${describe(validator.value)})`;
    case "record":
      return `v.record(${describe(validator.keys)}, ${describe(validator.values.fieldType)})`;
    case "union":
      return `v.union(${validator.value.map(describe).join(", ")})`;
    case "object": {
      const fields = Object.entries(validator.value).map(
        ([k, f]) => `${k}: ${f.optional ? `v.optional(${describe(f.fieldType)})` : describe(f.fieldType)}`,
      );
      return `v.object({${fields.join(", ")}})`;
    }
    case "number":
      return "v.float64()";
    case "bigint":
      return "v.int64()";
    default:
      return `v.${validator.type}()`;
  }
}

function isPlainObject(value: unknown): value is Record<string, Value> {
  if (value === null || typeof value !== "object" || Array.isArray(value) || value instanceof ArrayBuffer) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype || proto?.constructor?.name === "Object";
}

function check(validator: ValidatorJson, value: Value | undefined, path: string, tableOf: TableOfId): void {
  const fail = (): never => {
    throw new Mismatch(`Value does not match validator.\nPath: ${path || "(root)"}\nValue: ${show(value)}\nValidator: ${describe(validator)}`);
  };
  switch (validator.type) {
    case "any":
      return value === undefined ? fail() : undefined;
    case "null":
      return value === null ? undefined : fail();
    case "number":
      return typeof value === "number" ? undefined : fail();
    case "bigint":
    case "commitTs":
      return typeof value === "bigint" ? undefined : fail();
    case "boolean":
      return typeof value === "boolean" ? undefined : fail();
    case "string":
      return typeof value === "string" ? undefined : fail();
    case "bytes":
      return value instanceof ArrayBuffer ? undefined : fail();
    case "literal": {
      if (value === undefined || value === null || typeof value === "object") return fail();
      return JSON.stringify(convexToJson(value)) === JSON.stringify(validator.value) ? undefined : fail();
    }
    case "id":
      return typeof value === "string" && tableOf(value) === validator.tableName ? undefined : fail();
    case "array":
      if (!Array.isArray(value)) return fail();
      value.forEach((item, i) => check(validator.value, item, `${path}[${i}]`, tableOf));
      return;
    case "record":
      if (!isPlainObject(value)) return fail();
      for (const [k, item] of Object.entries(value)) {
        check(validator.keys, k, `${path}.${k}`, tableOf);
        check(validator.values.fieldType, item, `${path}.${k}`, tableOf);
      }
      return;
    case "object": {
      if (!isPlainObject(value)) return fail();
      for (const [k, field] of Object.entries(validator.value)) {
        if (value[k] === undefined) {
          if (!field.optional) {
            throw new Mismatch(`Object is missing the required field \`${k}\`.\nPath: ${path || "(root)"}\nValue: ${show(value)}\nValidator: ${describe(validator)}`);
          }
        } else {
          check(field.fieldType, value[k], `${path}.${k}`, tableOf);
        }
      }
      for (const k of Object.keys(value)) {
        if (!(k in validator.value) && value[k] !== undefined) {
          throw new Mismatch(`Object contains extra field \`${k}\` that is not in the validator.\nPath: ${path || "(root)"}\nValue: ${show(value)}\nValidator: ${describe(validator)}`);
        }
      }
      return;
    }
    case "union":
      for (const member of validator.value) {
        try {
          check(member, value, path, tableOf);
          return;
        } catch (e) {
          if (!(e instanceof Mismatch)) throw e;
        }
      }
      return fail();
  }
}

/** Null when the value matches, else a readable description of the first mismatch. */
export function validate(validator: ValidatorJson, value: Value | undefined, tableOf: TableOfId): string | null {
  try {
    check(validator, value, "", tableOf);
    return null;
  } catch (e) {
    if (e instanceof Mismatch) return e.message;
    throw e;
  }
}
