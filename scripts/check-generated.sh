#!/usr/bin/env bash
# Fails when the committed convex/_generated differs from what `convex codegen` makes of convex/.
set -euo pipefail
cd "$(dirname "$0")/.."
committed="$(mktemp -d)"
trap 'rm -rf "$committed"' EXIT
cp -r convex/_generated/. "$committed"
npm run --silent codegen >/dev/null
if ! diff -r "$committed" convex/_generated >/dev/null; then
  echo "convex/_generated was out of date; the regenerated files are in place now, commit them." >&2
  exit 1
fi
