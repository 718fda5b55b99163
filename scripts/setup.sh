#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh Debian machine: npm packages, Debian's Chromium and Sphinx.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages, each only when missing: Chromium for the browser tests and the build's Mermaid diagrams,
# Sphinx for the intersphinx test of objects.inv (without its recommends: the test needs only sphinx-build).
apt_install() {
  local sudo=()
  # As root (CI) apt-get runs directly; otherwise sudo, which must not wait for a password no one can type.
  if [ "$(id -u)" -ne 0 ]; then sudo=(sudo -n); fi
  if [ -z "${apt_updated:-}" ]; then
    "${sudo[@]}" apt-get update -qq
    apt_updated=1
  fi
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" </dev/null >/dev/null
}
if ! command -v chromium >/dev/null 2>&1; then
  echo "==> Installing Debian's Chromium (for the browser tests and Mermaid diagrams)"
  apt_install chromium
fi
if ! command -v sphinx-build >/dev/null 2>&1; then
  echo "==> Installing Debian's Sphinx (for the intersphinx test)"
  apt_install --no-install-recommends python3-sphinx
fi

# Playwright drives the system Chromium; it must never download a browser of its own.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "==> Installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
fi
