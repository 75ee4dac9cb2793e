#!/usr/bin/env bash
# Benchmark of the stand-in Human Plugin served by `hp-conformance serve`, next to nginx answering the
# same bytes. See scripts/bench/README.md. Needs: swift, curl, wrk, nginx.
#
# Environment knobs (defaults in brackets):
#   KIT_PORT [18099]  NGINX_PORT [18098]  DURATION [10s]  CONNECTIONS [64]  THREADS [2]  ROUNDS [5]
#   BIG_CONNECTIONS [1000]  BIG_DURATION [5s]  SKIP_BUILD [0]  RESULTS [scripts/bench/results-latest.md]
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BENCH="$ROOT/scripts/bench"
KIT_PORT="${KIT_PORT:-18099}"
NGINX_PORT="${NGINX_PORT:-18098}"
DURATION="${DURATION:-10s}"
CONNECTIONS="${CONNECTIONS:-64}"
THREADS="${THREADS:-2}"
ROUNDS="${ROUNDS:-5}"
BIG_CONNECTIONS="${BIG_CONNECTIONS:-1000}"
BIG_DURATION="${BIG_DURATION:-5s}"
RESULTS="${RESULTS:-$BENCH/results-latest.md}"
TOKEN="hp-bench-token-0001"
export HP_BENCH_TOKEN="$TOKEN"

for tool in swift curl wrk nginx; do
  command -v "$tool" >/dev/null || { echo "run.sh: $tool is not installed (see scripts/ci-install.sh)" >&2; exit 2; }
done

# 1,000 connections need descriptors on both ends (wrk and the kit inherit this limit).
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
if [ "$(ulimit -n)" != unlimited ] && [ "$(ulimit -n)" -lt $((BIG_CONNECTIONS + 200)) ]; then
  echo "run.sh: open-file limit $(ulimit -n) is too low for $BIG_CONNECTIONS connections" >&2; exit 2
fi

WORK="$(mktemp -d /tmp/hp-bench.XXXXXX)"
chmod 755 "$WORK"   # nginx workers may run as another user and must read the served file
KIT_PID=""
NGINX_PID=""
cleanup() {
  [ -n "$KIT_PID" ] && kill "$KIT_PID" 2>/dev/null && wait "$KIT_PID" 2>/dev/null || true
  [ -n "$NGINX_PID" ] && kill "$NGINX_PID" 2>/dev/null && wait "$NGINX_PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

wait_for_port() {
  for _ in $(seq 1 100); do
    curl -s -o /dev/null "http://127.0.0.1:$1/" && return 0
    sleep 0.1
  done
  echo "run.sh: nothing answers on port $1" >&2; return 1
}

status_kb() { awk -v key="$2:" '$1 == key { print $2 }' "/proc/$1/status"; }

# Runs wrk and prints its WRK_RESULT line (the full output is kept in $WORK/<label>.txt).
run_wrk() {
  local label="$1" url="$2" connections="$3" duration="$4"
  wrk -t "$THREADS" -c "$connections" -d "$duration" --latency -s "$BENCH/auth.lua" "$url" > "$WORK/$label.txt" 2>&1 || true
  cat "$WORK/$label.txt" >&2
  grep '^WRK_RESULT' "$WORK/$label.txt" || { echo "run.sh: wrk failed for $label" >&2; exit 1; }
}
field() { tr ' ' '\n' <<<"$1" | awk -F= -v k="$2" '$1 == k { print $2 }'; }

# 1. Build.
cd "$ROOT"
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  echo "== building hp-conformance (release)" >&2
  swift build -c release --product hp-conformance >&2
fi
BIN="$(swift build -c release --show-bin-path)/hp-conformance"

# 2. The kit: the stand-in, its live log thrown away.
echo "== starting hp-conformance serve on $KIT_PORT" >&2
"$BIN" serve --port "$KIT_PORT" --token "$TOKEN" --no-color --specs "$ROOT/specs" > /dev/null 2>&1 &
KIT_PID=$!
wait_for_port "$KIT_PORT"

CREATE_BODY='{"flow":"humantoken","clientId":"client-a","correlationId":"order-1","credential":{"type":"DUI_TYPE_NG_BVN","value":"12345678901"},"callbackUri":"com.example.capture://callback"}'
CREATED="$(curl -sS -f -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' --data "$CREATE_BODY" "http://127.0.0.1:$KIT_PORT/v1/processes")"
ID="$(sed -E 's/.*"id" *: *"([^"]+)".*/\1/' <<<"$CREATED")"
READ_PATH="/v1/processes/$ID"
mkdir -p "$WORK/www/v1/processes"
curl -sS -f -H "Authorization: Bearer $TOKEN" -o "$WORK/www$READ_PATH" "http://127.0.0.1:$KIT_PORT$READ_PATH"
chmod -R a+rX "$WORK/www"
echo "== process $ID, read body $(wc -c < "$WORK/www$READ_PATH") bytes: $(cat "$WORK/www$READ_PATH")" >&2

# 3. nginx answering the same bytes from a static file.
mkdir -p "$WORK/nginx"
cat > "$WORK/nginx/nginx.conf" <<EOF
worker_processes 2;
daemon off;
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $WORK/nginx/client_body;
  proxy_temp_path $WORK/nginx/proxy;
  fastcgi_temp_path $WORK/nginx/fastcgi;
  uwsgi_temp_path $WORK/nginx/uwsgi;
  scgi_temp_path $WORK/nginx/scgi;
  server {
    listen 127.0.0.1:$NGINX_PORT;
    root $WORK/www;
    default_type application/json;
    keepalive_requests 1000000;
  }
}
EOF
echo "== starting nginx on $NGINX_PORT" >&2
nginx -p "$WORK/nginx" -e "$WORK/nginx/error.log" -c "$WORK/nginx/nginx.conf" &
NGINX_PID=$!
wait_for_port "$NGINX_PORT"
cmp -s <(curl -sS "http://127.0.0.1:$NGINX_PORT$READ_PATH") "$WORK/www$READ_PATH" || { echo "run.sh: nginx does not serve the same bytes" >&2; exit 1; }

# 4. Runs: kit and nginx with the same wrk, alternating for $ROUNDS rounds (so that a noisy moment on a
#    shared machine hits both), then the kit with many connections.
RSS_START="$(status_kb "$KIT_PID" VmRSS)"
LOAD_START="$(cut -d' ' -f1-3 /proc/loadavg)"
KIT_RUNS=(); NGX_RUNS=()
for round in $(seq 1 "$ROUNDS"); do
  echo "== round $round/$ROUNDS: wrk -t$THREADS -c$CONNECTIONS -d$DURATION against the kit" >&2
  KIT_RUNS+=("$(run_wrk "kit-$round" "http://127.0.0.1:$KIT_PORT$READ_PATH" "$CONNECTIONS" "$DURATION")")
  echo "== round $round/$ROUNDS: same against nginx" >&2
  NGX_RUNS+=("$(run_wrk "nginx-$round" "http://127.0.0.1:$NGINX_PORT$READ_PATH" "$CONNECTIONS" "$DURATION")")
done
HWM_MAIN="$(status_kb "$KIT_PID" VmHWM)"
echo "== wrk -t$THREADS -c$BIG_CONNECTIONS -d$BIG_DURATION against the kit" >&2
BIG="$(run_wrk kit-big "http://127.0.0.1:$KIT_PORT$READ_PATH" "$BIG_CONNECTIONS" "$BIG_DURATION")"
HWM_END="$(status_kb "$KIT_PID" VmHWM)"
RSS_END="$(status_kb "$KIT_PID" VmRSS)"
THREADS_END="$(status_kb "$KIT_PID" Threads)"
sleep 2   # wrk has closed its connections: their threads should be gone
THREADS_AFTER="$(status_kb "$KIT_PID" Threads)"
RSS_AFTER="$(status_kb "$KIT_PID" VmRSS)"
LOAD_END="$(cut -d' ' -f1-3 /proc/loadavg)"
kill -0 "$KIT_PID" 2>/dev/null || { echo "run.sh: the kit died during the run" >&2; exit 1; }

# 5. Figures. Each 64-connection measure is the median over the rounds.
rps() { awk -v r="$(field "$1" requests)" -v d="$(field "$1" duration_us)" 'BEGIN { printf "%.0f", r / (d / 1e6) }'; }
ms() { awk -v u="$(field "$1" "$2")" 'BEGIN { printf "%.2f", u / 1000 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) print "n/a"; else printf "%.2f", a / b }'; }
mb() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }
verdict() { awk -v v="$1" -v op="$2" -v t="$3" 'BEGIN { ok = (op == ">=") ? (v >= t) : (v < t); print ok ? "met" : "**missed**" }'; }
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
errors() { echo $(( $(field "$1" connect) + $(field "$1" read) + $(field "$1" write) + $(field "$1" timeout) + $(field "$1" status) )); }
over() { local measure="$1"; shift; for run in "$@"; do "$measure" "$run"; echo; done | median; }
p99() { ms "$1" p99_us; }
p50() { ms "$1" p50_us; }
sum_errors() { local total=0; for run in "$@"; do total=$(( total + $(errors "$run") )); done; echo "$total"; }

KIT_RPS="$(over rps "${KIT_RUNS[@]}")"; NGX_RPS="$(over rps "${NGX_RUNS[@]}")"; BIG_RPS="$(rps "$BIG")"
KIT_P99="$(over p99 "${KIT_RUNS[@]}")"; NGX_P99="$(over p99 "${NGX_RUNS[@]}")"; BIG_P99="$(ms "$BIG" p99_us)"
KIT_P50="$(over p50 "${KIT_RUNS[@]}")"; NGX_P50="$(over p50 "${NGX_RUNS[@]}")"
RPS_RATIO="$(ratio "$KIT_RPS" "$NGX_RPS")"; P99_RATIO="$(ratio "$KIT_P99" "$NGX_P99")"
SOCKET_ERRORS=$(( $(field "$BIG" connect) + $(field "$BIG" read) + $(field "$BIG" write) ))
BIG_TIMEOUTS="$(field "$BIG" timeout)"; BIG_NON2XX="$(field "$BIG" status)"
BIG_ERRORS=$(( SOCKET_ERRORS + BIG_TIMEOUTS + BIG_NON2XX ))
TOTAL_REQUESTS=$(( $(field "$BIG" requests) + 2 ))
for run in "${KIT_RUNS[@]}"; do TOTAL_REQUESTS=$(( TOTAL_REQUESTS + $(field "$run" requests) )); done

P99_VERDICT="$(awk -v r="$P99_RATIO" 'BEGIN { print (r != "n/a" && r <= 1.5) ? "met" : "**missed**" }')"
# The worst round's p99 ratio (each round's kit p99 over the same round's nginx p99).
WORST_P99_RATIO="$(for i in $(seq 0 $((ROUNDS - 1))); do ratio "$(p99 "${KIT_RUNS[$i]}")" "$(p99 "${NGX_RUNS[$i]}")"; echo; done | sort -g | tail -1)"
WORST_VERDICT="$(awk -v r="$WORST_P99_RATIO" 'BEGIN { print (r != "n/a" && r <= 3) ? "met" : "**missed**" }')"
{
  echo "# Benchmark: hp-conformance serve vs nginx"
  echo
  echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') on $(nproc) cores ($(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)), Linux $(uname -r)."
  echo "$(wrk -v 2>&1 | head -1 | cut -d' ' -f1-2), $(nginx -v 2>&1 | sed 's/.*: //') (worker_processes 2, access_log off, static file), $(swift --version 2>/dev/null | head -1 | sed 's/ (.*//')."
  echo "wrk, the kit and nginx share the same $(nproc) cores. Request: \`GET $READ_PATH\` with \`Authorization: Bearer …\`, keep-alive; the response body is $(wc -c < "$WORK/www$READ_PATH") bytes of JSON."
  echo
  echo "| Measure | kit (\`hp-conformance serve\`) | nginx | kit / nginx | Target | |"
  echo "|---|---:|---:|---:|---|---|"
  echo "| Requests/s, $CONNECTIONS connections, $THREADS threads, $DURATION (median of $ROUNDS) | $KIT_RPS | $NGX_RPS | $RPS_RATIO | >= 0.7 | $(verdict "$RPS_RATIO" ">=" 0.7) |"
  echo "| p99 latency (ms, median of $ROUNDS) | $KIT_P99 | $NGX_P99 | $P99_RATIO | <= 1.5 | $P99_VERDICT |"
  echo "| p99 ratio, worst round | | | $WORST_P99_RATIO | <= 3 | $WORST_VERDICT |"
  echo "| p50 latency (ms, median of $ROUNDS) | $KIT_P50 | $NGX_P50 | $(ratio "$KIT_P50" "$NGX_P50") | | |"
  echo "| Errors (socket + timeout + non-2xx), all rounds | $(sum_errors "${KIT_RUNS[@]}") | $(sum_errors "${NGX_RUNS[@]}") | | 0 | |"
  echo "| Kit max RSS (VmHWM) after the $CONNECTIONS-connection runs (MB) | $(mb "$HWM_MAIN") | | | < 50 | $(verdict "$(mb "$HWM_MAIN")" "<" 50) |"
  echo "| Kit max RSS (VmHWM) after all runs (MB) | $(mb "$HWM_END") | | | < 50 | $(verdict "$(mb "$HWM_END")" "<" 50) |"
  echo "| $BIG_CONNECTIONS connections, $BIG_DURATION: requests/s | $BIG_RPS | | | | |"
  echo "| $BIG_CONNECTIONS connections: p99 latency (ms) | $BIG_P99 | | | | |"
  echo "| $BIG_CONNECTIONS connections: socket errors (connect/read/write) | $SOCKET_ERRORS ($(field "$BIG" connect)/$(field "$BIG" read)/$(field "$BIG" write)) | | | 0 | $( [ "$SOCKET_ERRORS" = 0 ] && echo met || echo '**missed**') |"
  echo "| $BIG_CONNECTIONS connections: timeouts | $BIG_TIMEOUTS | | | 0 | $( [ "$BIG_TIMEOUTS" = 0 ] && echo met || echo '**missed**') |"
  echo "| $BIG_CONNECTIONS connections: non-2xx responses | $BIG_NON2XX | | | 0 | $( [ "$BIG_NON2XX" = 0 ] && echo met || echo '**missed**') |"
  echo
  echo "Every round ($CONNECTIONS connections, kit then nginx):"
  echo
  echo "| Round | kit req/s | nginx req/s | ratio | kit p99 (ms) | nginx p99 (ms) | ratio |"
  echo "|---:|---:|---:|---:|---:|---:|---:|"
  for i in $(seq 0 $((ROUNDS - 1))); do
    k="${KIT_RUNS[$i]}"; n="${NGX_RUNS[$i]}"
    echo "| $((i + 1)) | $(rps "$k") | $(rps "$n") | $(ratio "$(rps "$k")" "$(rps "$n")") | $(p99 "$k") | $(p99 "$n") | $(ratio "$(p99 "$k")" "$(p99 "$n")") |"
  done
  echo
  echo "Kit memory: VmRSS $(mb "$RSS_START") MB before the runs, $(mb "$RSS_END") MB after, $(mb "$RSS_AFTER") MB 2 s later;"
  echo "$THREADS_END threads at the end of the $BIG_CONNECTIONS-connection run, $THREADS_AFTER 2 s after wrk closed its connections."
  echo "Machine load (1/5/15-minute load average): $LOAD_START before the runs, $LOAD_END after."
  echo "The kit served about $TOTAL_REQUESTS requests; \`serve\` keeps the last 1,000 exchanges in its journal."
} | tee "$RESULTS"
[ "$BIG_ERRORS" = 0 ] || echo "run.sh: the $BIG_CONNECTIONS-connection run had $BIG_ERRORS errors" >&2
