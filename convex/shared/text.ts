// What counts as text a person can see, for the server's checks and the app's alike.
import { lazyRegExp } from "./lazyRegExp";

/** Characters that show nothing by themselves: zero-width spaces and joiners, direction marks, fillers, variation selectors. */
export const INVISIBLE_CHARACTERS =
  /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF]|\u034F|\u17B4|\u17B5|[\u180B-\u180F]|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}]/gu;

// Variation selectors are written out above (U+180B-180D, 180F, FE00-FE0F, E0100-E01EF): as
// \p{Variation_Selector} the regex cost every fresh runtime loading this module half a millisecond.
const VISIBLE = lazyRegExp(String.raw`[^\s\p{Cc}\p{Cf}\u2800\uFFA0]`, "u");

/** Whether the text has at least one visible character (String.trim keeps zero-width ones). */
export function hasVisibleText(text: string): boolean {
  return VISIBLE().test(text.replace(INVISIBLE_CHARACTERS, ""));
}
