// What counts as text a person can see, for the server's checks and the app's alike.

/** Characters that show nothing by themselves: zero-width spaces and joiners, direction marks, fillers, variation selectors. */
export const INVISIBLE_CHARACTERS =
  /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF]|\u034F|\u17B4|\u17B5|\p{Variation_Selector}/gu;

/** Whether the text has at least one visible character (String.trim keeps zero-width ones). */
export function hasVisibleText(text: string): boolean {
  return /[^\s\p{Cc}\p{Cf}\u2800\uFFA0]/u.test(text.replace(INVISIBLE_CHARACTERS, ""));
}
