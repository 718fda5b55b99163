#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh Debian machine: npm packages, Debian's Chromium and Sphinx.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the tests use: Chromium for the browser tests, Sphinx for the intersphinx test of objects.inv.
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v sphinx-build >/dev/null 2>&1 || missing+=(python3-sphinx)
if [ ${#missing[@]} -gt 0 ]; then
  echo "==> Installing Debian packages: ${missing[*]}"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# Playwright drives the system Chromium; it must never download a browser of its own.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "==> Installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
fi
