// How much of a conversation the safety checks read, in a module of its own so that modules
// needing only this number do not load the screen and its classifier.

/** How many recent user messages are read: a disclosure stays in view for this long. */
export const RECENT_USER_TURNS = 6;
