/**
 * A prerendered page inlines only the styles it uses and prefetches the app's whole stylesheet
 * through a link with this attribute: in the cache before it is needed, never parsed before then.
 */
export const DEFERRED_STYLES_ATTRIBUTE = "data-app-styles";

/** Applies the whole stylesheet once the app starts, for the screens and states the page did not show. */
export function applyDeferredStyles(doc: Document = document) {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLES_ATTRIBUTE}]`)) {
    link.removeAttribute(DEFERRED_STYLES_ATTRIBUTE);
    link.removeAttribute("as");
    link.rel = "stylesheet";
  }
}
