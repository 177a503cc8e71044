#!/usr/bin/env bash
# `npm test`: everything CI runs — typecheck, lint, unit and backend tests on SQLite, backend tests on a
# throwaway PostgreSQL, then two server processes on one throwaway PostgreSQL (tests/scale/), the
# security suite and the Playwright suite against the production build and the edge worker.
# Ends with one line "N passed, N failed" over all stages.
set -euo pipefail
cd "$(dirname "$0")/.."
export LOG_LEVEL=${LOG_LEVEL:-silent}
reports=$(mktemp -d /tmp/shop-test-reports.XXXXXX)
trap 'rm -rf "$reports"' EXIT

# Each stage prints its name and, when the next one starts, how long it took.
stage=""
started=$SECONDS
step() {
  [ -n "$stage" ] && printf '=== %s: %ss ===\n' "$stage" "$((SECONDS - started))"
  stage=$1
  started=$SECONDS
  printf '\n=== %s ===\n' "$1"
}

step "typecheck"
npm run --silent typecheck
step "lint"
npm run --silent lint
step "unit and backend tests (SQLite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest-sqlite.json"
step "backend tests (PostgreSQL)"
bash scripts/with-postgres.sh npx vitest run backend --exclude "**/*.sqlite.test.ts" --reporter=default --reporter=json --outputFile.json="$reports/vitest-pg.json"
step "build"
npx react-router build >/dev/null
step "edge build (workerd module worker; fails on a Node built-in in the bundle)"
npm run --silent build:edge >/dev/null
step "two processes on one PostgreSQL (scale-out)"
bash scripts/with-postgres.sh npx vitest run --config vitest.scale.config.ts --reporter=default --reporter=json --outputFile.json="$reports/vitest-scale.json"
step "security tests (tests/security, against the build)"
npx vitest run --config vitest.security.config.ts --reporter=default --reporter=json --outputFile.json="$reports/vitest-security.json"
step "security tests of the HTTP front against the edge worker (workerd)"
npx vitest run --config vitest.security-edge.config.ts --reporter=default --reporter=json --outputFile.json="$reports/vitest-security-edge.json"
step "end-to-end tests (Playwright, JavaScript on and off, Node and edge, the security suite's browser half)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" npx playwright test --reporter=list,json
step "summary"
node scripts/test-summary.ts "$reports"/*.json
