// Where people reach the team: one setting, SUPPORT_EMAIL, read by the build (shown on the site)
// and by the backend (the contact form mails it).

/** The support address when SUPPORT_EMAIL is not set. */
export const DEFAULT_SUPPORT_EMAIL = "support@kaia.chat";
