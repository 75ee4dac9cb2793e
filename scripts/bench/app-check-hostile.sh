#!/usr/bin/env bash
# Runs `hp-conformance app-check` on hostile app projects (each built here, as small as shows the
# case) under a hard deadline, and prints a Markdown table: exit status, wall time and peak RSS
# (from /usr/bin/time -v) and the first line the kit printed about the project.
#
#   scripts/bench/app-check-hostile.sh [BIN] [CASE...]
#
# BIN defaults to .build/debug/hp-conformance; DEADLINE (seconds, default 130) bounds each case
# (exit 137 = killed at the deadline, 139 = SIGSEGV). Exit 0 always: the table is the result.
set -uo pipefail
cd "$(dirname "$0")/../.."
BIN=${1:-.build/debug/hp-conformance}
shift || true
DEADLINE=${DEADLINE:-130}
[[ -x "$BIN" ]] || { echo "app-check-hostile.sh: no executable at $BIN" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "app-check-hostile.sh: needs /usr/bin/time (GNU time)" >&2; exit 2; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/hp-app-hostile.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

python3 - "$WORK" <<'PY'
import os, struct, sys
work = sys.argv[1]

def bplist(objects, top=0):
    """A bplist00 of the given encoded objects (refs already encoded with the ref size)."""
    body = b"bplist00"
    offsets = []
    for obj in objects:
        offsets.append(len(body)); body += obj
    size = 1 if len(body) < 256 else 2 if len(body) < 65536 else 4
    table = len(body)
    for o in offsets: body += o.to_bytes(size, "big")
    refsize = 1 if len(objects) < 256 else 2
    body += bytes(6) + bytes([size, refsize]) + struct.pack(">QQQ", len(objects), top, table)
    return body

def project(name, files):
    root = os.path.join(work, name)
    for path, content in files.items():
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        if content == "FIFO": os.mkfifo(full)
        else: open(full, "wb").write(content if isinstance(content, bytes) else content.encode())
    return root

swift = 'import AuthenticationServices\nlet s = ASWebAuthenticationSession(url: u, callbackURLScheme: "app") { _, _ in }\n'
pbx = lambda plist: "{\n objects = {\n A = {\n buildSettings = {\n INFOPLIST_FILE = %s;\n };\n };\n };\n}\n" % plist
# A dictionary whose one value is itself: 0 = {1: 0}, 1 = "k".
project("bplist-self", {"App/Info.plist": bplist([bytes([0xD1, 1, 0]), b"\x51k"]), "App/A.swift": swift})
# Two arrays holding each other: 0 = {3: 1}, 1 = [2], 2 = [1], 3 = "k".
project("bplist-mutual", {"App/Info.plist": bplist([bytes([0xD1, 3, 1]), bytes([0xA1, 2]), bytes([0xA1, 1]), b"\x51k"]), "App/A.swift": swift})
# 5,000 arrays nested: 0 = {1: 2}, 1 = "k", i = [i + 1] for i in 2..5001, 5002 = "k".
n = 5000
objs = [bytes([0xD1, 0, 1, 0, 2]), b"\x51k"] + [bytes([0xA1]) + (i + 1).to_bytes(2, "big") for i in range(2, n + 1)] + [bytes([0xA0])]
project("bplist-deep", {"App/Info.plist": bplist(objs), "App/A.swift": swift})
# XML whose closing tags inside a comment hide 100,000 nested arrays from a tag count.
depth = 100_000
xml = '<?xml version="1.0"?><plist version="1.0"><dict><key>k</key><!--' + "</array>" * depth + "-->" + "<array>" * depth + "</array>" * depth + "</dict></plist>"
project("xml-comment-depth", {"App/Info.plist": xml, "App/A.swift": swift})
project("fifo-infoplist", {"App.xcodeproj/project.pbxproj": pbx("App/Info.plist"), "App/Info.plist": "FIFO", "App/A.swift": swift})
project("fifo-infoplist-file", {"App.xcodeproj/project.pbxproj": pbx("App/Custom.plist"), "App/Custom.plist": "FIFO", "App/A.swift": swift})
project("fifo-pbxproj", {"App.xcodeproj/project.pbxproj": "FIFO", "App/A.swift": swift})
project("fifo-swift", {"App/A.swift": "FIFO", "App/B.swift": swift})
project("fifo-xcconfig", {"App/Base.xcconfig": "FIFO", "App/B.swift": swift})
project("hashes-100k", {"App/Hashes.swift": "#" * 100_000, "App/B.swift": swift})
project("a-semicolon-8mb", {"App/Big.swift": "a;" * (4 << 20), "App/B.swift": swift})
root = project("a-semicolon-30x8mb", {"App/B.swift": swift, "App/Big00.swift": "a;" * (4 << 20)})
for i in range(1, 30): os.link(os.path.join(root, "App/Big00.swift"), os.path.join(root, "App/Big%02d.swift" % i))
# 200 sessions after 1 M flat tokens: each session's enclosing block used to be found by walking back.
project("sessions-200", {"App/S.swift": "a;" * (1 << 20) + "".join('let s%d = ASWebAuthenticationSession(url: u, callbackURLScheme: "app") { _, _ in }\ns%d.start()\n' % (i, i) for i in range(200))})
os.mkfifo(os.path.join(work, "config-fifo.json"))
PY
mkdir -p "$WORK/fifo-config-project/App" && printf '%s' 'let a = 1' > "$WORK/fifo-config-project/App/A.swift"

CASES=("$@")
[[ ${#CASES[@]} -gt 0 ]] || CASES=(bplist-self bplist-mutual bplist-deep xml-comment-depth fifo-infoplist fifo-infoplist-file fifo-pbxproj fifo-swift fifo-xcconfig hashes-100k a-semicolon-8mb a-semicolon-30x8mb sessions-200 config-fifo)
echo "| case | exit | wall s | peak RSS MB | first line about the project |"
echo "|---|---:|---:|---:|---|"
for name in "${CASES[@]}"; do
  if [[ $name == config-fifo ]]; then
    args=(app-check --no-color --config "$WORK/config-fifo.json" --report-dir "$WORK/reports-$name" "$WORK/fifo-config-project")
  else
    args=(app-check --no-color --report-dir "$WORK/reports-$name" "$WORK/$name")
  fi
  # time(1) runs the kit itself (so its rusage is the kit's, peak RSS included, even when killed);
  # the loop kills the kit at the deadline.
  /usr/bin/time -v -o "$WORK/time-$name" "$BIN" "${args[@]}" > "$WORK/out-$name" 2>&1 &
  timer=$!
  started=$(date +%s%N)
  while kill -0 "$timer" 2>/dev/null; do
    if (( ($(date +%s%N) - started) / 1000000000 >= DEADLINE )); then
      kit=$(pgrep -P "$timer" || true)
      [[ -n "$kit" ]] && kill -KILL "$kit" 2>/dev/null
    fi
    sleep 0.1
  done
  wait "$timer"
  code=$?
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; printf "%.1f", s }' "$WORK/time-$name")
  rss=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$WORK/time-$name")
  # The line about the hostile file (a refusal, or what the budget left out), else the first one.
  line=$( (grep -m1 -E 'app-check: .*(not read|read budget|read up to)|hp-conformance: ' "$WORK/out-$name" || grep -m1 'app-check: ' "$WORK/out-$name") | cut -c1-150 | sed "s#$WORK/##g; s/|/\\\\|/g")
  echo "| $name | $code | $wall | $rss | ${line:-} |"
done
