// Fixed local ports of the end-to-end stack, away from `npm run dev`'s (3210, 3211, 5173).
export const PORTS = {
  backend: 3310,
  site: 3311,
  openai: 3312,
  control: 3313,
  app: 4310,
} as const;

export const HOST = "127.0.0.1";
export const APP_URL = `http://${HOST}:${PORTS.app}`;
export const BACKEND_URL = `http://${HOST}:${PORTS.backend}`;
export const SITE_URL = `http://${HOST}:${PORTS.site}`;
export const CONTROL_URL = `http://${HOST}:${PORTS.control}`;

export const ADMIN_KEY = "e2e-admin-key";
export const SUPPORT_EMAIL = "support@kaia.test";
