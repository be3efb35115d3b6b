// What Kaia may remember of a topic, as the server enforces it and the app mirrors it.
import { MINUTE_MS } from "./time";

/** Items kept per topic. */
export const MEMORY_MAX_ITEMS = 8;
/** Characters in one item. */
export const MEMORY_ITEM_MAX_CHARS = 200;
/** Characters across a topic's items: a short note, never a transcript. */
export const MEMORY_MAX_CHARS = 1000;
/** A conversation this long without a message is quiet, and its topic's memory is brought up to date. */
export const MEMORY_QUIET_MS = 3 * MINUTE_MS;
