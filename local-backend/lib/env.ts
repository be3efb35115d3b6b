// The functions' environment. On first start the auth signing keys and an admin key are
// generated into an env file in the data folder, with the site URL and any service settings from the shell;
// later starts reuse the file. Values set in the shell win over the file.
import { exportJWK, exportPKCS8, generateKeyPair } from "jose";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Settings the functions read, passed through from the shell and remembered in the file. */
export const PASSTHROUGH = [
  "SITE_URL",
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "OPENAI_MODEL",
  "OPENAI_MODEL_PREMIUM",
  "OPENAI_TIMEOUT_MS",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_MONTHLY",
  "STRIPE_PRICE_YEARLY",
  "STRIPE_API_HOST",
  "STRIPE_API_PORT",
  "STRIPE_API_PROTOCOL",
  "RESEND_API_KEY",
  "RESEND_BASE_URL",
  "EMAIL_FROM",
  "SUPPORT_EMAIL",
  "ADMIN_KEY",
  "AUTH_GOOGLE_ID",
  "AUTH_GOOGLE_SECRET",
];
const DEFAULT_SITE_URL = "http://127.0.0.1:5173";
/** The mail catcher ignores the key; the Resend SDK just needs one. */
const PLACEHOLDER_RESEND_KEY = "re_local_outbox";

export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = line.match(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/);
    if (!match) continue;
    const raw = match[2];
    if (raw.startsWith('"') && raw.endsWith('"') && raw.length > 1) values[match[1]] = JSON.parse(raw) as string;
    else if (raw.startsWith("'") && raw.endsWith("'") && raw.length > 1) values[match[1]] = raw.slice(1, -1);
    else values[match[1]] = raw;
  }
  return values;
}

function formatValue(value: string): string {
  if (/^[\w./:@+,-]*$/.test(value)) return value;
  return value.includes("'") || value.includes("\n") ? JSON.stringify(value) : `'${value}'`;
}

/** The RS256 pair Convex Auth signs session tokens with, in the format it reads. */
export async function generateAuthKeys(): Promise<{ JWT_PRIVATE_KEY: string; JWKS: string }> {
  const keys = await generateKeyPair("RS256", { extractable: true });
  const privateKey = await exportPKCS8(keys.privateKey);
  const publicKey = await exportJWK(keys.publicKey);
  return {
    JWT_PRIVATE_KEY: privateKey.trimEnd().replace(/\n/g, " "),
    JWKS: JSON.stringify({ keys: [{ use: "sig", ...publicKey }] }),
  };
}

export type EnvInputs = { dataDir: string; url: string; siteUrl: string; shell: Record<string, string | undefined> };

export async function prepareEnv({ dataDir, url, siteUrl, shell }: EnvInputs): Promise<Record<string, string>> {
  const path = join(dataDir, "backend.env");
  const saved = existsSync(path) ? parseEnvFile(readFileSync(path, "utf8")) : {};
  const file: Record<string, string> = { ...saved };
  if (!file.JWT_PRIVATE_KEY || !file.JWKS) Object.assign(file, await generateAuthKeys());
  file.SITE_URL ??= DEFAULT_SITE_URL;
  for (const key of PASSTHROUGH) {
    const value = shell[key];
    if (value !== undefined && value !== "") file[key] = value;
  }
  // So the admin page (/helppage) works locally without a setup step; the key is printed at start.
  file.ADMIN_KEY ||= randomBytes(18).toString("base64url");
  // Runtime facts, recorded for reference; they always follow the ports actually in use.
  file.CONVEX_SITE_URL = shell.CONVEX_SITE_URL || siteUrl;
  file.CONVEX_CLOUD_URL = url;
  const changed = JSON.stringify(saved) !== JSON.stringify(file);
  if (changed) {
    const lines = [
      "# Environment of the functions run by the local backend. Generated on first start; edit freely.",
      "# Values set in the shell win over these. Never commit this file.",
      ...Object.entries(file).map(([k, v]) => `${k}=${formatValue(v)}`),
    ];
    writeFileSync(path, lines.join("\n") + "\n", { mode: 0o600 });
  }
  const env = { ...file };
  if (!env.RESEND_API_KEY) {
    env.RESEND_API_KEY = PLACEHOLDER_RESEND_KEY;
    env.RESEND_BASE_URL = shell.RESEND_BASE_URL || url;
  }
  return env;
}
