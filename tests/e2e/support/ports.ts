// Local ports of the end-to-end stack, away from `npm run dev`'s (3210, 3211, 5173).
// E2E_PORT_BASE moves the whole stack, so two checkouts can run their browser tests at once.
const base = Number(process.env.E2E_PORT_BASE ?? 3310);

export const PORTS = {
  backend: base,
  site: base + 1,
  openai: base + 2,
  control: base + 3,
  app: base + 1000,
} as const;

export const HOST = "127.0.0.1";
export const APP_URL = `http://${HOST}:${PORTS.app}`;
export const BACKEND_URL = `http://${HOST}:${PORTS.backend}`;
export const SITE_URL = `http://${HOST}:${PORTS.site}`;
export const CONTROL_URL = `http://${HOST}:${PORTS.control}`;

export const ADMIN_KEY = "e2e-admin-key";
export const SUPPORT_EMAIL = "support@kaia.test";
