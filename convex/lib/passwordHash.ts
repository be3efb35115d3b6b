// Password hashes. Convex Auth hashes and checks passwords inside mutations, which Convex stops
// after 1 s; pure-JavaScript scrypt takes most of that on its own. PBKDF2 through Web Crypto runs
// natively. A hash names its scheme, so passwords hashed with scrypt before still verify.
import { Scrypt } from "lucia";

const SCHEME = "pbkdf2-sha512";
/** OWASP's recommendation for PBKDF2-HMAC-SHA512. */
const ITERATIONS = 210_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password.normalize("NFKC")), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-512", salt: salt as BufferSource, iterations }, key, HASH_BYTES * 8);
  return new Uint8Array(bits);
}

/** Compares in time that does not depend on where the first difference is. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return `${SCHEME}$${ITERATIONS}$${toBase64(salt)}$${toBase64(await derive(password, salt, ITERATIONS))}`;
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const [scheme, iterations, salt, expected] = hash.split("$");
  if (scheme !== SCHEME) return await new Scrypt().verify(hash, password);
  if (!salt || !expected || !(Number(iterations) > 0)) return false;
  return sameBytes(await derive(password, fromBase64(salt), Number(iterations)), fromBase64(expected));
}
