#!/usr/bin/env bash
# Every test of the project, in CI order: lint and format, unused code, typecheck,
# unit/component/server tests, production build, browser tests against the build.
# Ends with one line "N passed, N failed". A browser test that fails and then passes on its
# retry is flaky: it is listed and counted as failed, never as passed.
set -u
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
mkdir -p reports
rm -f reports/jest.json reports/e2e.json

passed=0
failed=0
status=0
step() { printf '\n=== %s ===\n' "$1"; }
check() { # name, exit code: a whole step counted as one check
  if [ "$2" -eq 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); status=1; echo "FAILED: $1"; fi
}

step "lint and format (ESLint, Prettier)"
npm run --silent lint
check lint $?

step "unused files, exports and dependencies (knip)"
npx knip
check knip $?

step "typecheck"
npx tsc --noEmit -p tsconfig.json
check typecheck $?

step "unit, component and server tests (jest)"
npx jest --ci --json --outputFile=reports/jest.json
jest_rc=$?
if [ -f reports/jest.json ]; then
  read -r jp jf < <(node -e 'const r=require("./reports/jest.json");console.log(r.numPassedTests, r.numFailedTests + (r.numRuntimeErrorTestSuites||0))')
  passed=$((passed + jp)); failed=$((failed + jf))
  [ "$jest_rc" -ne 0 ] && status=1 && [ "$jf" -eq 0 ] && failed=$((failed + 1))
else
  check jest 1
fi

step "production build"
npm run --silent build
build_rc=$?
check build $build_rc

if [ "$build_rc" -eq 0 ]; then
  step "browser tests (Playwright + Debian Chromium)"
  npx playwright test
  e2e_rc=$?
  if [ -f reports/e2e.json ]; then
    read -r ep ef < <(node -e 'const s=require("./reports/e2e.json").stats;console.log(s.expected, s.unexpected + s.flaky)')
    npx tsx scripts/flaky-tests.ts reports/e2e.json
    passed=$((passed + ep)); failed=$((failed + ef))
    [ "$e2e_rc" -ne 0 ] && status=1 && [ "$ef" -eq 0 ] && failed=$((failed + 1))
  else
    check playwright 1
  fi
fi

if [ "${CI:-}" = "true" ] && [ -d .git ]; then
  step "working tree unchanged by the build and tests"
  git status --porcelain
  test -z "$(git status --porcelain)"
  check clean-tree $?
fi

echo
echo "${passed} passed, ${failed} failed"
exit $status
