#!/usr/bin/env bash
# The whole Lectern loop on this machine, with nothing but Node: start `lectern server` (SQLite and a local
# object store in a temporary folder), create an organization, project, deployment and admin key, export
# Lectern's own docs/ through the API, then serve the verified bundle with `lectern serve` and fetch pages.
#
#   npm run quickstart                # in a terminal: keep serving until Ctrl-C, which stops everything;
#                                     # otherwise (CI, a pipe): stop everything once the loop has passed
#   npm run quickstart -- --keep      # keep serving, terminal or not
#   npm run quickstart -- --no-keep   # stop at the end, terminal or not
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="$ROOT/dist/src/cli/main.js"
# A person at a terminal wants to open the site; a script or CI wants the run to end.
if [ -t 1 ]; then KEEP=1; else KEEP=0; fi
for arg in "$@"; do
  case "$arg" in
    --keep) KEEP=1 ;;
    --no-keep) KEEP=0 ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "quickstart: unknown option $arg" >&2; exit 2 ;;
  esac
done

if [ ! -f "$CLI" ]; then
  echo "quickstart: $CLI is missing; run npm run build first" >&2
  exit 1
fi

lectern() { node "$CLI" "$@"; }
# Reads one field of the JSON object on stdin (no jq needed).
field() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const v=JSON.parse(s)[process.argv[1]];if(v==null)process.exit(1);console.log(v)})' "$1"; }
free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
# Waits until URL answers 200 (or the process PID dies).
wait_for() {
  node -e '
    const [url, pid] = process.argv.slice(1);
    const deadline = Date.now() + 120000;
    const alive = () => { try { process.kill(Number(pid), 0); return true; } catch { return false; } };
    (async () => {
      while (Date.now() < deadline) {
        if (!alive()) process.exit(3);
        try { if ((await fetch(url)).ok) process.exit(0); } catch {}
        await new Promise((r) => setTimeout(r, 250));
      }
      process.exit(4);
    })();' "$1" "$2"
}

OUT_DIR="${QUICKSTART_OUT_DIR:-$ROOT/.tmp/quickstart}"
mkdir -p "$OUT_DIR"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/lectern-quickstart.XXXXXX")"
DATA="$WORK/server"
SERVER_PID=""
SERVE_PID=""
# Set once everything is up: from then on Ctrl-C is how a person stops the quickstart, not a failure.
SERVING=0

cleanup() {
  local code=$?
  # Stopping must not be cut short by a second Ctrl-C or by the signals it sends.
  trap '' INT TERM HUP
  for pid in "$SERVE_PID" "$SERVER_PID"; do
    if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
      kill -TERM "$pid" 2>/dev/null || true
      wait "$pid" 2>/dev/null || true
    fi
  done
  if [ "$code" -ne 0 ]; then
    echo "quickstart failed; last lines of the logs:" >&2
    for log in "$WORK/server.log" "$WORK/serve.log"; do
      [ -f "$log" ] && { echo "--- $log" >&2; tail -n 20 "$log" >&2; }
    done
  fi
  rm -rf "$WORK"
  exit "$code"
}
trap cleanup EXIT
on_signal() {
  trap '' INT TERM HUP
  if [ "$SERVING" -eq 1 ]; then
    echo
    echo "Stopping."
    exit 0
  fi
  exit 130
}
trap on_signal INT TERM HUP

# The servers run in their own session, so that Ctrl-C at the terminal reaches this script alone and the
# script stops them in order (SIGTERM, then wait) instead of every process racing the same signal.
DETACH=""
command -v setsid >/dev/null && DETACH="setsid"

API_PORT="$(free_port)"
API_URL="http://127.0.0.1:$API_PORT"
echo "==> Starting lectern server on $API_URL (data in $DATA)"
# Started with node directly (not through the function; setsid execs in place) so that $! is the process to stop.
LECTERN_PUBLIC_URL="$API_URL" LOG_LEVEL=warn $DETACH node "$CLI" server --port "$API_PORT" --host 127.0.0.1 --data-dir "$DATA" >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
wait_for "$API_URL/healthz" "$SERVER_PID" || { echo "quickstart: lectern server did not start" >&2; exit 1; }

echo "==> Creating an organization, project, deployment and admin key"
ORG="$(lectern admin org create --name "Quickstart" --plan enterprise --data-dir "$DATA" --json | field id)"
PROJECT="$(lectern admin project create --org "$ORG" --name "lectern-docs" --data-dir "$DATA" --json | field id)"
DEPLOYMENT="$(lectern admin deployment create --project "$PROJECT" --domain docs.lectern.local --source "$ROOT/docs" --data-dir "$DATA" --json | field id)"
KEY="$(lectern admin key create --org "$ORG" --scope read,write --expires-in 1d --name quickstart --data-dir "$DATA" --json | field key)"
echo "    organization $ORG, project $PROJECT, deployment $DEPLOYMENT (docs.lectern.local -> docs/)"

echo "==> Exporting docs.lectern.local through the API"
BUNDLE="$OUT_DIR/docs.lectern.local.tar.gz"
LECTERN_API_URL="$API_URL" LECTERN_ADMIN_KEY="$KEY" lectern export --domain docs.lectern.local --out "$BUNDLE" --json >"$WORK/export.json"
BUNDLE_URL="$(field bundleUrl <"$WORK/export.json")"
PAGES="$(field pageCount <"$WORK/export.json")"
SHA="$(field sha256 <"$WORK/export.json")"
echo "    $PAGES pages, sha256 $SHA"

SERVE_PORT="${QUICKSTART_PORT:-$(free_port)}"
SITE_URL="http://127.0.0.1:$SERVE_PORT"
echo "==> Serving the bundle with lectern serve on $SITE_URL"
# The link goes in through the environment: command lines are visible to every local user (ps).
LECTERN_BUNDLE_URL="$BUNDLE_URL" LOG_LEVEL=warn $DETACH node "$CLI" serve --port "$SERVE_PORT" --host 127.0.0.1 --data-dir "$OUT_DIR/serve" >"$WORK/serve.log" 2>&1 &
SERVE_PID=$!
wait_for "$SITE_URL/healthz" "$SERVE_PID" || { echo "quickstart: lectern serve did not start" >&2; exit 1; }

node -e '
  const base = process.argv[1];
  (async () => {
    for (const page of ["/", "/quickstart"]) {
      const res = await fetch(base + page);
      const html = await res.text();
      if (res.status !== 200 || !/<html/i.test(html)) { console.error(`quickstart: ${page} answered ${res.status}`); process.exit(1); }
      const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? "(no title)";
      console.log(`    GET ${page} -> ${res.status} ${title}`);
    }
  })();' "$SITE_URL"

echo
echo "Lectern's docs are served at $SITE_URL/"
echo "Bundle: $BUNDLE"
if [ "$KEEP" -eq 1 ]; then
  SERVING=1
  echo "API: $API_URL (admin key: $KEY). Press Ctrl-C to stop."
  # Returns when a signal arrives (the trap then stops everything), or when lectern serve dies.
  wait "$SERVE_PID" || true
  echo "quickstart: lectern serve stopped on its own; stopping the API too" >&2
  exit 1
else
  echo "Stopping (run with --keep to keep serving)."
fi
