import CheckTestSupport
import Foundation
import KitTestSupport
import Testing

@testable import AppSource
@testable import ConformanceChecks
@testable import ConformanceModel

/// Objective-C sessions (`[[ASWebAuthenticationSession alloc] initWithURL:callbackURLScheme:completionHandler:]`):
/// the app's `.m` files are read for the sessions they create, named with `--session FILE.m:LINE`,
/// and judged by the session rules as Swift ones are. Fixture `ObjectiveCApp`: the capture (every
/// rule kept) and the bank's own login (every rule broken, in Objective-C's own idioms: an ivar,
/// a setter, `NO`, `[_session start]`, a block that looks at nothing).
@Suite("AppProject: Objective-C sessions")
struct AppProjectObjectiveCTests {
    static let sessionRules = [
        "HP-APP-SESSION", "HP-APP-CODE-SCHEME-BARE", "HP-APP-EPHEMERAL", "HP-APP-PRESENTATION-CONTEXT", "HP-APP-CANCEL-HANDLED",
    ]

    static func judge(scheme: String? = nil, session: String? = nil) throws -> [Verdict] {
        let name = try session.map { try CaptureSessionName.parse($0).get() }
        let project = try AppProject.read(AppProjectSupport.fixture("ObjectiveCApp"))
        let app = AppEvidence(project: project, configuredScheme: scheme, variant: .callback, namedSession: name)
        return AppCheckRun.verdicts(catalogue: ConformanceHarness.specs.catalogue, app: app)
    }

    static func statuses(_ verdicts: [Verdict]) -> [String: VerdictStatus] {
        Dictionary(uniqueKeysWithValues: sessionRules.compactMap { id in AppProjectSupport.verdict(verdicts, id).map { (id, $0.status) } })
    }

    @Test("C lexing where it differs from Swift: a '\"' character literal, a /* that does not nest, no \\( interpolation, #import")
    func lexesObjectiveC() {
        let code = Array(#"char q = '"'; /* a /* b */ id s = @"x\(y"; #import "A.h""#.utf8)
        let objectiveC = SwiftLexer.tokens(code, comments: false, limit: .max, objectiveC: true).tokens
        #expect(objectiveC.map(\.text).contains("'\"'"), "\(objectiveC.map(\.text))")
        #expect(objectiveC.contains { $0.isIdentifier("id") }, "the comment ends at its first */")
        let literal = objectiveC.first { $0.kind == .string && $0.text.hasPrefix("\"x") }
        #expect(literal?.isInterpolated == false && literal?.value == "x(y", "\(String(describing: literal))")
        #expect(objectiveC.contains { $0.isIdentifier("import") } && objectiveC.contains { $0.value == "A.h" })
        // Lexed as Swift, the same bytes lose the code after the nested comment opener.
        let swift = SwiftLexer.tokens(code, comments: false, limit: .max).tokens
        #expect(!swift.contains { $0.isIdentifier("id") })
    }

    @Test("both sessions are found, each at its class's line, with its variable (a property, an ivar) and its block")
    func findsSessions() throws {
        let project = try AppProject.read(AppProjectSupport.fixture("ObjectiveCApp"))
        let found = project.sessions.map { site in
            "\(project.sources.path(site.file)):\(project.sources[site.file].tokens[site.token].line) \(site.variable ?? "-")"
        }
        #expect(found.sorted() == ["Bank/CaptureController.m:12 session", "Bank/LoginController.m:12 _session"], "\(found)")
        #expect(project.sessions.allSatisfy { $0.isObjectiveC && !$0.completion.isMissing })
    }

    @Test("the capture, named FILE.m:LINE or told by its scheme: every session rule holds")
    func captureHolds() throws {
        for verdicts in [try Self.judge(session: "Bank/CaptureController.m:12"), try Self.judge(scheme: "bankcapture")] {
            let statuses = Self.statuses(verdicts)
            #expect(
                statuses.count == Self.sessionRules.count && statuses.values.allSatisfy { $0 == .pass },
                "\(verdicts.map { "\($0.checkID) \($0.status) \($0.seen)" })")
        }
        let session = try #require(AppProjectSupport.verdict(try Self.judge(scheme: "bankcapture"), "HP-APP-SESSION"))
        #expect(
            session.seen.contains(
                "[[ASWebAuthenticationSession alloc] initWithURL:callbackURLScheme:completionHandler:] at Bank/CaptureController.m:12"),
            "\(session.seen)")
    }

    @Test("the login, named: its '://' scheme, NO, start before the presenter and a block that looks at nothing each fail, at their lines")
    func loginFails() throws {
        let verdicts = try Self.judge(session: "Bank/LoginController.m")
        let seen = { (id: String) in AppProjectSupport.verdict(verdicts, id)?.seen ?? "" }
        #expect(Self.statuses(verdicts)["HP-APP-SESSION"] == .pass)
        for id in Self.sessionRules.dropFirst() {
            #expect(Self.statuses(verdicts)[id] == .fail, "\(id): \(seen(id))")
        }
        #expect(seen("HP-APP-CODE-SCHEME-BARE").contains("'banklogin://'"), "\(seen("HP-APP-CODE-SCHEME-BARE"))")
        #expect(seen("HP-APP-EPHEMERAL").contains("prefersEphemeralWebBrowserSession = NO at Bank/LoginController.m:15"))
        #expect(seen("HP-APP-PRESENTATION-CONTEXT").contains("start() at Bank/LoginController.m:16 comes before"))
        #expect(seen("HP-APP-CANCEL-HANDLED").contains("never looks at the callback URL or the error"))
    }

    @Test("a name off by a line is refused naming the line of the session; Objective-C files can be named, headers cannot")
    func naming() throws {
        let project = try AppProject.read(AppProjectSupport.fixture("ObjectiveCApp"))
        let offByOne = AppEvidence(project: project, namedSession: CaptureSessionName(file: "Bank/CaptureController.m", line: 13))
        #expect(offByOne.misnamedSession?.contains("created at line(s) 12") == true, "\(offByOne.misnamedSession ?? "nil")")
        #expect(try CaptureSessionName.parse("Bank/Login.mm:3").get() == CaptureSessionName(file: "Bank/Login.mm", line: 3))
        #expect(throws: CaptureSessionName.ParseError.self) { try CaptureSessionName.parse("Bank/Login.h:3").get() }
    }

    @Test("SFAuthenticationSession's same selector is no session; [weakSelf.session start] after the provider is this session's start")
    func predecessorAndWeakSelf() throws {
        let objectiveC = """
            @implementation Agent
            - (void)open:(NSURL *)link {
                SFAuthenticationSession *old = [[SFAuthenticationSession alloc] initWithURL:link callbackURLScheme:@"bankcapture" completionHandler:^(NSURL *u, NSError *e) {}];
                self.session = [[ASWebAuthenticationSession alloc] initWithURL:link callbackURLScheme:@"bankcapture" completionHandler:^(NSURL *url, NSError *error) {
                    if (!url) { return; }
                }];
                self.session.presentationContextProvider = self;
                self.session.prefersEphemeralWebBrowserSession = YES;
                __weak Agent *weakSelf = self;
                dispatch_async(dispatch_get_main_queue(), ^{
                    [weakSelf.session start];
                });
            }
            @end
            """
        let path = try AppProjectSupport.project(["App/Agent.m": objectiveC])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let project = try AppProject.read(path)
        #expect(project.sessions.count == 1 && project.sessions.first.map { project.sources[$0.file].tokens[$0.token].line } == 4)
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        let statuses = Self.statuses(verdicts)
        #expect(
            statuses.values.allSatisfy { $0 == .pass } && statuses.count == Self.sessionRules.count,
            "\(verdicts.map { "\($0.checkID) \($0.status) \($0.seen)" })")
    }

    @Test(
        "a plugin of .mm files alone is judged, not refused; a setter sent to another expression is not 'never set'; a ^void(…) block variable is followed"
    )
    func pluginShapes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("objc-plugin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Plugins/iOS"), withIntermediateDirectories: true)
        let plugin = """
            extern "C" void StartCapture(const char *link, bool ephemeral) {
                void (^done)(NSURL *, NSError *) = ^void(NSURL *url, NSError *error) {
                    if (error.code == ASWebAuthenticationSessionErrorCodeCanceledLogin) { return; }
                };
                ASWebAuthenticationSession *session = [[ASWebAuthenticationSession alloc] initWithURL:[NSURL URLWithString:@(link)] callbackURLScheme:@"bankcapture" completionHandler:done];
                [[Holder shared] keep:session];
                [[[Holder shared] session] setPrefersEphemeralWebBrowserSession:ephemeral];
                [session start];
            }
            """
        try Data(plugin.utf8).write(to: directory.appendingPathComponent("Plugins/iOS/Capture.mm"))
        let project = try AppProject.read(directory.path)
        #expect(project.sessions.count == 1)
        let verdicts = AppCheckRun.verdicts(
            catalogue: ConformanceHarness.specs.catalogue,
            app: AppEvidence(project: project, configuredScheme: "bankcapture", variant: .callback))
        let ephemeral = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-EPHEMERAL"))
        #expect(ephemeral.status == .warn && ephemeral.seen.contains("Plugins/iOS/Capture.mm:7"), "\(ephemeral.seen)")
        let cancel = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-CANCEL-HANDLED"))
        #expect(cancel.status == .pass && cancel.seen.contains("CanceledLogin"), "\(cancel.seen)")
    }

    @Test(
        "the flag set by key ([session setValue:@YES forKey:@\"prefersEphemeralWebBrowserSession\"]) is not 'never set': a warning naming the line"
    )
    func setByKey() throws {
        let objectiveC = """
            @implementation Capture
            - (void)open:(NSURL *)link {
                self.session = [[ASWebAuthenticationSession alloc] initWithURL:link callbackURLScheme:@"bankcapture" completionHandler:^(NSURL *url, NSError *error) {}];
                [self.session setValue:@YES forKey:@"prefersEphemeralWebBrowserSession"];
                [self.session start];
            }
            @end
            """
        let path = try AppProjectSupport.project(["App/Capture.m": objectiveC])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let verdicts = try AppProjectSupport.judge(path, scheme: "bankcapture", variant: .callback)
        let ephemeral = try #require(AppProjectSupport.verdict(verdicts, "HP-APP-EPHEMERAL"))
        #expect(ephemeral.status == .warn && ephemeral.seen.contains("set by key at App/Capture.m:4"), "\(ephemeral.seen)")
    }
}
