// The address the page was opened with, captured before the auth provider strips `?code=` from it.
let initial: { search: string; hash: string } = { search: "", hash: "" };

export function rememberInitialUrl() {
  initial = { search: window.location.search, hash: window.location.hash };
}

/** True when the page was opened from an emailed sign-in link or an identity-provider return. */
export function openedWithAuthCode(): boolean {
  return new URLSearchParams(initial.search).has("code");
}
