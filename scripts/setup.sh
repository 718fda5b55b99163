#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh Debian machine: npm packages and Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  echo "==> Installing Debian's Chromium (for the browser tests)"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# Playwright drives the system Chromium; it must never download a browser of its own.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "==> Installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
fi
