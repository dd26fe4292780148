#!/usr/bin/env bash
# End-to-end flows: build the web, start the server on a free port with a fresh data folder,
# drive Debian's Chromium through playwright-core, stop the server.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
cd "$root"

need_install=()
[ -x /usr/bin/chromium ] || need_install+=(chromium)
if ! fc-list 2>/dev/null | grep -qi 'Noto Sans CJK'; then need_install+=(fonts-noto-cjk); fi
# pdftotext reads printed PDFs back (print.test.ts).
command -v pdftotext >/dev/null 2>&1 || need_install+=(poppler-utils)
if [ ${#need_install[@]} -gt 0 ]; then
  echo "e2e: installing ${need_install[*]}"
  if ! apt-get install -y "${need_install[@]}" >/dev/null 2>&1; then
    apt-get update >/dev/null
    apt-get install -y "${need_install[@]}" >/dev/null
  fi
fi

npm run build -w @quire/web

port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close();})")"
data_dir="$(mktemp -d -t quire-e2e-data-XXXXXX)"
log_file="$(mktemp -t quire-e2e-server-XXXXXX.log)"
mkdir -p "$here/artifacts"

# AUTO_CHECKOUT=off: the flows post documents dated today, so a run crossing the demo's
# 23:30 checkout must not find the day closed half-way.
PORT="$port" DATA_DIR="$data_dir" AUTO_CHECKOUT=off node --import tsx apps/server/src/main.ts >"$log_file" 2>&1 &
server_pid=$!

cleanup() {
  if kill -0 "$server_pid" 2>/dev/null; then
    kill "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$data_dir"
}
trap cleanup EXIT

base="http://127.0.0.1:$port"
healthy() {
  node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "$base/api/health"
}
for _ in $(seq 1 120); do
  if healthy; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "e2e: the server exited early:"; tail -50 "$log_file"; exit 1
  fi
  sleep 0.5
done
healthy || { echo "e2e: the server did not become healthy"; tail -50 "$log_file"; exit 1; }

echo "e2e: server up at $base"
set +e
E2E_BASE_URL="$base" E2E_ARTIFACTS="$here/artifacts" node --import tsx --test --test-concurrency=1 ${E2E_FILES:-"$here"/*.test.ts}
status=$?
set -e
if [ $status -ne 0 ]; then
  echo "e2e: failed; the server's errors and its requests slower than 2 s:"
  node "$here/lib/slow-requests.mjs" "$log_file" 2000 || true
  echo "e2e: last server log lines:"
  tail -30 "$log_file"
fi
if [ -n "${E2E_KEEP_LOG:-}" ]; then cp "$log_file" "$E2E_KEEP_LOG"; fi
rm -f "$log_file"
exit $status
