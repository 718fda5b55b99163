#!/usr/bin/env bash
# Builds the site and serves it on http://localhost:3000 (set PORT to change), search included.
set -euo pipefail
cd "$(dirname "$0")/.."
export DOCUSAURUS_TELEMETRY_DISABLED=1
bash scripts/setup.sh
npx docusaurus build --out-dir build
exec npx docusaurus serve --dir build --port "${PORT:-3000}" --host "${HOST:-localhost}" --no-open
