#!/usr/bin/env bash
# Cost of `hp-conformance app-check` against the size of the project: peak resident memory and
# wall time on 1, 5 and 10 MB of generated Swift (or on the trees given as arguments), against
# `cat` of the same files measured in the same run, printed as ratios. Target: peak RSS under
# 100 MB on 10 MB of Swift, and time growing linearly with the bytes. With OBJC=1 the generated
# app is Objective-C (`.m` files, the session in one of them), every file naming
# ASWebAuthenticationSession in a comment so that each is lexed for sessions: the worst case of
# reading Objective-C.
#
# Usage: scripts/bench/app-check-cost.sh [TREE ...]
# Knobs: SIZES ("1 5 10", megabytes of Swift generated when no TREE is given), BIN (an
# hp-conformance binary; default .build/release/hp-conformance, built unless SKIP_BUILD=1;
# the table says which build it was), RESULTS (default: stdout only).
# Peak RSS is read with /usr/bin/time -v (GNU time); the script stops if it is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
SIZES=${SIZES:-"1 5 10"}
if [[ -z "${BIN:-}" ]]; then
  if [[ "${SKIP_BUILD:-0}" != 1 ]]; then swift build -c release --product hp-conformance >&2; fi
  BIN=.build/release/hp-conformance
fi
[[ -x "$BIN" ]] || { echo "app-check-cost.sh: no executable at $BIN" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "app-check-cost.sh: /usr/bin/time (GNU time) is needed for peak RSS" >&2; exit 2; }
case "$BIN" in *release*) build=release ;; *debug*) build=debug ;; *) build="unknown build ($BIN)" ;; esac

WORK=$(mktemp -d "${TMPDIR:-/tmp}/hp-app-cost.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

trees=("$@")
if [[ ${#trees[@]} -eq 0 ]]; then
  for size in $SIZES; do
    tree="$WORK/App${size}MB"
    python3 - "$tree" "$size" "${OBJC:-0}" <<'PY'
import os, sys
root, megabytes, objc = sys.argv[1], float(sys.argv[2]), sys.argv[3] == "1"
os.makedirs(f"{root}/App.xcodeproj")
open(f"{root}/App.xcodeproj/project.pbxproj", "w").write(
    "{\n\tobjects = {\n\t\tA = {\n\t\t\tbuildSettings = {\n\t\t\t\tINFOPLIST_FILE = App/Info.plist;\n"
    "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n\t\t\t};\n\t\t};\n\t};\n}\n")
os.makedirs(f"{root}/App", exist_ok=True)
open(f"{root}/App/Info.plist", "w").write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>CFBundleURLTypes</key><array><dict>'
    '<key>CFBundleURLSchemes</key><array><string>benchcapture</string></array></dict></array></dict></plist>\n')
open(f"{root}/App/CaptureSessionManager.swift", "w").write('''import AuthenticationServices

final class CaptureSessionManager: NSObject, ASWebAuthenticationPresentationContextProviding {
    static let scheme = "benchcapture"
    private var session: ASWebAuthenticationSession?
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor { ASPresentationAnchor() }
    func start(link: URL, completion: @escaping (Bool) -> Void) {
        let newSession = ASWebAuthenticationSession(url: link, callbackURLScheme: Self.scheme) { callbackURL, error in
            guard error == nil, callbackURL != nil else { return completion(false) }
            completion(true)
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
objc_body = '''#import <Foundation/Foundation.h>

/* Feature {n}: not an ASWebAuthenticationSession /* (no nesting in C) */
@implementation Feature{n}Model
- (NSString *)summaryWithPrefix:(NSString *)prefix {{
    char quote = '"';
    NSString *endpoint = @"https://backend.example.com/api/feature/{n}";
    return [NSString stringWithFormat:@"%@: %@ (%c) \\(not interpolated)", prefix, endpoint, quote];
}}
- (void)loadWithCompletion:(void (^)(NSArray *items, NSError *error))completion {{
    NSURLRequest *request = [NSURLRequest requestWithURL:[NSURL URLWithString:@"https://backend.example.com/api/feature/{n}"]];
    [[[NSURLSession sharedSession] dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {{
        if (error) {{ completion(nil, error); return; }}
        completion(@[], nil);
    }}] resume];
}}
@end
'''
if objc:
    os.remove(f"{root}/App/CaptureSessionManager.swift")
    open(f"{root}/App/CaptureSessionManager.m", "w").write('''#import <AuthenticationServices/AuthenticationServices.h>

@implementation CaptureSessionManager
- (void)startWithLink:(NSURL *)link completion:(void (^)(BOOL))completion {
    self.session = [[ASWebAuthenticationSession alloc] initWithURL:link callbackURLScheme:@"benchcapture" completionHandler:^(NSURL *callbackURL, NSError *error) {
        completion(callbackURL != nil);
    }];
    self.session.presentationContextProvider = self;
    self.session.prefersEphemeralWebBrowserSession = YES;
    [self.session start];
}
@end
''')
target, written, n = int(megabytes * 1_000_000), 0, 0
while written < target:
    text = "".join((objc_body if objc else body).format(n=n * 10 + k) for k in range(10))
    d = f"{root}/App/Features/Group{n // 100}"
    os.makedirs(d, exist_ok=True)
    open(f"{d}/Feature{n}.{'m' if objc else 'swift'}", "w").write(text)
    written += len(text.encode())
    n += 1
PY
    trees+=("$tree")
  done
fi

# "seconds peak-kB" of one run of the command.
measure() {
  /usr/bin/time -f "%e %M" -o "$WORK/time" "$@" >/dev/null 2>&1 || true
  cat "$WORK/time" | tail -1
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / (b + 0.0005) }'; }

echo "## app-check cost ($(date -u +%Y-%m-%d), $(nproc) cores, $(uname -m), $build build)"
echo
echo "| tree | source MB | app-check s | cat s | time ratio | app-check peak RSS MB | cat peak RSS MB | RSS / source bytes |"
echo "|---|---|---|---|---|---|---|---|"
for tree in "${trees[@]}"; do
  swiftBytes=$(find "$tree" \( -name '*.swift' -o -name '*.m' \) -type f -print0 | xargs -0 cat | wc -c)
  read -r catSeconds catKB < <(measure sh -c "find '$tree' \( -name '*.swift' -o -name '*.m' \) -type f -print0 | xargs -0 cat")
  read -r appSeconds appKB < <(measure "$BIN" app-check "$tree" --scheme benchcapture --report-dir "$WORK/reports")
  awk -v t="$(basename "$tree")" -v b="$swiftBytes" -v as="$appSeconds" -v cs="$catSeconds" -v ak="$appKB" -v ck="$catKB" \
    'BEGIN { printf "| %s | %.1f | %.2f | %.2f | %.1fx | %.0f | %.1f | %.1fx |\n", t, b / 1e6, as, cs, as / (cs + 0.005), ak / 1024, ck / 1024, ak * 1024 / b }'
done
