import { expect, test } from "vitest";
import { Scrypt } from "lucia";
import { hashPassword, verifyPassword } from "./passwordHash";

test("a password hash is salted PBKDF2 that names its scheme, and verifies only the same password", async () => {
  const hash = await hashPassword("Strong-pass-1");
  expect(hash).toMatch(/^pbkdf2-sha512\$210000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  expect(await hashPassword("Strong-pass-1")).not.toBe(hash);
  expect(await verifyPassword("Strong-pass-1", hash)).toBe(true);
  expect(await verifyPassword("Strong-pass-2", hash)).toBe(false);
});

test("a password hashed with scrypt before still verifies", async () => {
  const old = await new Scrypt().hash("Strong-pass-1");
  expect(await verifyPassword("Strong-pass-1", old)).toBe(true);
  expect(await verifyPassword("Strong-pass-2", old)).toBe(false);
});
