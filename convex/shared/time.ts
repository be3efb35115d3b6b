// Lengths of time in milliseconds, shared by the server, the app and the tests.
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
