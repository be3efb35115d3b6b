// Environment read in one place. Every service is optional: without it the product still runs.
export const env = {
  get siteUrl() {
    return process.env.SITE_URL ?? "http://127.0.0.1:5173";
  },
  get resendApiKey() {
    return process.env.RESEND_API_KEY;
  },
  get resendBaseUrl() {
    return process.env.RESEND_BASE_URL;
  },
  get emailFrom() {
    return process.env.EMAIL_FROM ?? "Kaia <hello@kaia.local>";
  },
  get supportEmail() {
    return process.env.SUPPORT_EMAIL ?? "support@kaia.local";
  },
};
