#!/usr/bin/env bash
# Times `hp-conformance app-check` on a generated app project of FILES Swift files (2,000 by
# default), against two baselines measured in the same run on the same machine:
#   - `cat` of every file of the tree (the cost of reading the bytes at all);
#   - `hp-conformance checks` (the process start and specs loading every command pays).
# Prints a Markdown table (medians of ROUNDS rounds, ratios to the baselines) and writes it to
# RESULTS (default scripts/bench/results-app-check.md). Target: app-check under 2 s.
#
# Knobs: FILES (2000), ROUNDS (5), BIN (an hp-conformance binary; default: a release build),
# SKIP_BUILD=1 (reuse .build/release), RESULTS.
set -euo pipefail
cd "$(dirname "$0")/../.."
FILES=${FILES:-2000}
ROUNDS=${ROUNDS:-5}
RESULTS=${RESULTS:-scripts/bench/results-app-check.md}
if [[ -z "${BIN:-}" ]]; then
  if [[ "${SKIP_BUILD:-0}" != 1 ]]; then swift build -c release --product hp-conformance >&2; fi
  BIN=.build/release/hp-conformance
fi
[[ -x "$BIN" ]] || { echo "app-check.sh: no executable at $BIN" >&2; exit 2; }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/hp-app-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
TREE="$WORK/App"

python3 - "$TREE" "$FILES" <<'PY'
import os, sys
root, count = sys.argv[1], int(sys.argv[2])
os.makedirs(f"{root}/App.xcodeproj")
open(f"{root}/App.xcodeproj/project.pbxproj", "w").write(
    "{\n\tobjects = {\n\t\tA = {\n\t\t\tbuildSettings = {\n\t\t\t\tINFOPLIST_FILE = App/Info.plist;\n"
    "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.bench;\n\t\t\t};\n\t\t};\n\t};\n}\n")
os.makedirs(f"{root}/App/Info", exist_ok=True)
open(f"{root}/App/Info.plist", "w").write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>CFBundleURLTypes</key><array><dict>'
    '<key>CFBundleURLSchemes</key><array><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string></array></dict></array></dict></plist>\n')
open(f"{root}/App/Constants.swift", "w").write('enum Constants {\n    static let scheme = "com.example.bench"\n}\n')
open(f"{root}/App/CaptureSessionManager.swift", "w").write('''import AuthenticationServices

final class CaptureSessionManager: NSObject, ASWebAuthenticationPresentationContextProviding {
    private var session: ASWebAuthenticationSession?
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }
    func start(link: URL, completion: @escaping (Bool) -> Void) {
        let newSession = ASWebAuthenticationSession(url: link, callbackURLScheme: Constants.scheme) { callbackURL, _ in
            completion(callbackURL != nil)
        }
        newSession.presentationContextProvider = self
        newSession.prefersEphemeralWebBrowserSession = true
        newSession.start()
        session = newSession
    }
}
''')
body = '''import Foundation

/// Feature {n}: a screen model with the shapes real code has (doc comments, /* nested /* */ */ comments,
/// interpolation, multi-line and raw strings, closures).
struct Feature{n}Model: Codable, Equatable {{
    var id: String
    var title: String
    var count: Int = {n}

    static let endpoint = "https://backend.example.com/api/feature/{n}"
    static let template = """
        Feature {n}
          has "quotes" and \\(interpolations) and // not a comment
        """
    static let pattern = #"^feature-\\d+$ "raw" {n}"#

    func summary(prefix: String) -> String {{
        let parts = [title, "\\(count) items", "id=\\(id.uppercased())"]
        return parts.filter {{ !$0.isEmpty }}.map {{ "\\(prefix): \\($0)" }}.joined(separator: ", ")
    }}

    func load(_ session: URLSession = .shared, completion: @escaping (Result<[Feature{n}Model], Error>) -> Void) {{
        var request = URLRequest(url: URL(string: Self.endpoint)!)
        request.httpMethod = "GET" // plain GET
        session.dataTask(with: request) {{ data, response, error in
            if let error {{ completion(.failure(error)); return }}
            guard let data, (response as? HTTPURLResponse)?.statusCode == 200 else {{ return }}
            /* decode /* nested */ here */
            completion(Result {{ try JSONDecoder().decode([Feature{n}Model].self, from: data) }})
        }}.resume()
    }}
}}
'''
for n in range(count - 2):
    d = f"{root}/App/Features/Group{n // 100}"
    os.makedirs(d, exist_ok=True)
    open(f"{d}/Feature{n}.swift", "w").write(body.format(n=n))
PY

files=$(find "$TREE" -type f | wc -l)
bytes=$(find "$TREE" -type f -print0 | xargs -0 cat | wc -c)

# Seconds (3 decimals) of one run of the command.
timed() {
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1 || true
  end=$(date +%s%N)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f\n", (b - a) / 1e9 }'
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }

catAll() { find "$TREE" -type f -print0 | xargs -0 cat >/dev/null; }
exitCode=0
"$BIN" app-check "$TREE" --scheme com.example.bench --report-dir "$WORK/reports" >/dev/null 2>&1 || exitCode=$?

app=(); cats=(); starts=()
for _ in $(seq "$ROUNDS"); do
  cats+=("$(timed catAll)")
  starts+=("$(timed "$BIN" checks)")
  app+=("$(timed "$BIN" app-check "$TREE" --scheme com.example.bench --report-dir "$WORK/reports")")
done
appMedian=$(printf '%s\n' "${app[@]}" | median)
catMedian=$(printf '%s\n' "${cats[@]}" | median)
startMedian=$(printf '%s\n' "${starts[@]}" | median)
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / (b + 0.0005) }'; }

table=$(cat <<MD
## app-check on a generated project ($(date -u +%Y-%m-%d), $(nproc) cores, $(uname -m))

$files files ($((FILES - 2)) generated Swift files of about 35 lines, the session manager, a constant, Info.plist, project.pbxproj), $bytes bytes; medians of $ROUNDS rounds; app-check exit code $exitCode (0: conformant).

| what | median s | every round (s) |
|---|---|---|
| \`hp-conformance app-check\` (reports written) | $appMedian | ${app[*]} |
| baseline: \`cat\` of every file | $catMedian | ${cats[*]} |
| baseline: \`hp-conformance checks\` (process start, specs loaded) | $startMedian | ${starts[*]} |

app-check takes $(ratio "$appMedian" "$catMedian")x the time of reading the files with cat, $(ratio "$appMedian" "$startMedian")x a bare command start; target under 2 s: $(awk -v a="$appMedian" 'BEGIN { print (a < 2) ? "met" : "NOT met" }').
MD
)
echo "$table"
echo "$table" > "$RESULTS"
