#!/usr/bin/env bash
# `npm test`: every test layer (typecheck, lint, web build, unit, web, infra, integration, e2e, faults).
# Benchmarks (`npm run bench`) are deliberately not part of it.
set -euo pipefail
cd "$(dirname "$0")/.."

export CDK_DISABLE_CLI_TELEMETRY=true
export AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true

# Installs a Debian package the tests need when we are root; otherwise stops with the command to run.
ensure_package() {
  local present="$1" package="$2" why="$3"
  if eval "$present" >/dev/null 2>&1; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing $package: $why"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
    if eval "$present" >/dev/null 2>&1; then return 0; fi
  fi
  echo "ERROR: $package is missing ($why). Install it with: sudo apt-get update && sudo apt-get install -y $package" >&2
  exit 1
}

ensure_package "test -x /usr/bin/chromium" chromium "the e2e tests drive Debian's Chromium at /usr/bin/chromium"
ensure_package "java -version" openjdk-17-jre-headless "DynamoDB Local (integration and e2e tests, npm start) runs on Java 17"

started=$SECONDS
step() {
  echo
  echo "==> $1 ($((SECONDS - started)) s so far)"
}

step "npm audit --omit=dev (fails on high or critical advisories)"
npx tsx scripts/audit-production.ts
step "typecheck"
npm run -s typecheck
step "lint"
npm run -s lint
step "format (Prettier; fix with npm run format)"
npm run -s format:check
step "build the web app"
npm run -s build:web
# One project at a time: the machine may have 2 cores, and integration/e2e start Java and browsers.
results=$(mktemp -d)
for project in unit web infra integration e2e faults; do
  step "vitest: $project"
  npx vitest run --project "$project" --reporter=default --reporter=json --outputFile.json="$results/$project.json"
done
echo
echo "All test layers passed in $((SECONDS - started)) s."
# One plain closing line over every layer, for CI.
node -e '
  const fs = require("fs"), path = require("path");
  let passed = 0, failed = 0, skipped = 0;
  for (const f of fs.readdirSync(process.argv[1])) {
    const r = JSON.parse(fs.readFileSync(path.join(process.argv[1], f), "utf8"));
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + r.numTodoTests;
  }
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
' "$results"
