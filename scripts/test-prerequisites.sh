#!/usr/bin/env bash
# Before `npm test`: the browser tests need Debian's Chromium and the Noto fonts (every
# script the app's 13 languages use, and emoji). Installs what is missing when it can (root
# and apt-get); otherwise stops with one line saying what to install.
set -euo pipefail

packages=(chromium fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji)
missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[[ -x /usr/bin/chromium ]] || [[ " ${missing[*]} " == *" chromium "* ]] || missing+=(chromium)
((${#missing[@]})) || exit 0

if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing what the browser tests need: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

echo "The browser tests need: sudo apt-get install ${missing[*]}" >&2
exit 1
