#!/usr/bin/env bash
# `npm test`: everything CI runs — typecheck, lint, unit and backend tests on SQLite, backend tests on a
# throwaway PostgreSQL, then the Playwright suite against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export LOG_LEVEL=${LOG_LEVEL:-silent}

step() { printf '\n=== %s ===\n' "$1"; }

step "typecheck"
npm run --silent typecheck
step "lint"
npm run --silent lint
step "unit and backend tests (SQLite)"
npx vitest run
step "backend tests (PostgreSQL)"
bash scripts/with-postgres.sh npx vitest run backend
step "build"
npx react-router build >/dev/null
step "end-to-end tests (Playwright, JavaScript on and off)"
npx playwright test
