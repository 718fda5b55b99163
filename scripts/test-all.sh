#!/usr/bin/env bash
# The whole test suite, from a fresh machine: install, static checks, unit tests, content check,
# one production build, then the browser tests against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
export DOCUSAURUS_TELEMETRY_DISABLED=1
bash scripts/setup.sh

# Tests exercise the default (local search, no analytics, no assistant) configuration: unset every
# variable the site reads (the list lives in src/config/env.ts).
# shellcheck disable=SC2046
unset $(npx tsx scripts/site-env-vars.ts)

echo "==> Type check";   npx tsc --noEmit
echo "==> Lint";         npx eslint .
echo "==> Format";       npx prettier --check . --log-level warn
echo "==> Unit tests";   npm run --silent test:unit
echo "==> Content check"; npm run --silent check:content
echo "==> Production build (local search)"; npx docusaurus build --out-dir build
echo "==> Production build (Algolia mode, fake credentials; the browser tests simulate Algolia)"
ALGOLIA_APP_ID=TESTAPPID ALGOLIA_API_KEY=testsearchkey ALGOLIA_INDEX_NAME=dagster_docs \
  npx docusaurus build --out-dir build-algolia
echo "==> Browser tests"; npx playwright test
