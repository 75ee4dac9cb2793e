import AppSource
import ConformanceModel

/// A check of the partner's app project. It judges `AppEvidence`; inside a run it judges the
/// run's app project, and without one there is nothing to judge (the run leaves the `app` group out).
public protocol AppCheck: Check {
    func judge(app: AppEvidence) -> Judgement
}

extension AppCheck {
    public func judge(_ evidence: RunEvidence) -> Judgement {
        guard let app = evidence.app else {
            return .notConfigured("not judged: no app project (set app.project, or run hp-conformance app-check PATH)")
        }
        return judgeDeclared(app: app)
    }

    /// `judge(app:)`, unless the capture session is an SDK's (`AppEvidence.sessionSDK`) and this
    /// rule judges the session's own code: then it is the SDK's to keep, not judged, saying so.
    package func judgeDeclared(app: AppEvidence) -> Judgement {
        if let sdk = app.sessionSDK, AppChecks.sessionCodeRules.contains(id) {
            return .notConfigured(
                "the capture session is made by the SDK '\(sdk)' (app.captureSessionSDK): this rule judges the session's own code, which is the SDK's to keep; what the app's own code and settings control (its URL type, deployment target, callback and outcome handling, no credentials in it) is judged"
            )
        }
        return judge(app: app)
    }
}

/// The app checks, in catalogue order.
public enum AppChecks {
    public static let group = "app"

    /// The rules on the capture session's own code: an SDK's when an SDK makes the session.
    package static let sessionCodeRules: Set<String> = [
        "HP-APP-SESSION", "HP-APP-CODE-SCHEME-BARE", "HP-APP-SCHEME-AGREES", "HP-APP-EPHEMERAL", "HP-APP-PRESENTATION-CONTEXT",
        "HP-APP-CANCEL-HANDLED",
    ]

    public static let all: [any AppCheck] = [
        AppSessionCheck(), AppCodeSchemeBareCheck(), AppURLTypeCheck(), AppSchemeAgreesCheck(), AppDeploymentTargetCheck(),
        AppEphemeralCheck(), AppPresentationContextCheck(), AppCancelHandledCheck(),
        AppNoProcessCallCheck(), AppNoCredentialCheck(), AppIDFromCallbackCheck(), AppOutcomeFromBackendCheck(),
    ]
}

/// One thing an app check looked at and what it found there.
package struct AppFinding {
    package enum Status { case held, broken, undecided }
    package var status: Status
    package var text: String
    package var location: SourceLocation?

    package static func held(_ text: String, _ location: SourceLocation?) -> AppFinding {
        AppFinding(status: .held, text: text, location: location)
    }
    package static func broken(_ text: String, _ location: SourceLocation?) -> AppFinding {
        AppFinding(status: .broken, text: text, location: location)
    }
    static func undecided(_ text: String, _ location: SourceLocation?) -> AppFinding {
        AppFinding(status: .undecided, text: text, location: location)
    }

    /// `findings` less repeats: one finding of each status per `file:line:column` (two capture
    /// sessions sharing a handler function meet there once); without a place, one per text.
    static func onePerPlace(_ findings: [AppFinding]) -> [AppFinding] {
        var seen: Set<String> = []
        return findings.filter { finding in
            let place = finding.location.map { "\($0.file)\u{0}\($0.line)\u{0}\($0.column)" } ?? "\u{0}" + finding.text
            return seen.insert("\(finding.status)\u{0}" + place).inserted
        }
    }
}

extension Judgement {
    /// Places kept per verdict: a generated or hostile project can break a rule a million times;
    /// the text counts them all.
    static let maxLocations = 100

    /// Broken when any finding broke (its places as evidence, the first `maxLocations`), else
    /// undecided when any was, else held; `nothing` is the reason when there were no findings.
    package static func app(_ findings: [AppFinding], nothing: String, notes: [String] = [], evidence: [Int] = []) -> Judgement {
        let findings = AppFinding.onePerPlace(findings)
        let suffix = notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
        for status in [AppFinding.Status.broken, .undecided] {
            let matching = findings.filter { $0.status == status }
            guard !matching.isEmpty else { continue }
            let shown =
                matching.prefix(5).map(\.text).joined(separator: "; ") + (matching.count > 5 ? "; and \(matching.count - 5) more" : "")
            return Judgement(
                status: status == .broken ? .broken : .undecided, seen: shown + suffix, evidence: evidence,
                locations: Array(matching.lazy.compactMap(\.location).prefix(maxLocations)))
        }
        if findings.isEmpty { return Judgement(status: .notApplicable, seen: nothing + suffix, evidence: evidence) }
        let shown = findings.prefix(3).map(\.text).joined(separator: "; ") + (findings.count > 3 ? "; and \(findings.count - 3) more" : "")
        return Judgement(
            status: .held, seen: shown + suffix, evidence: evidence,
            locations: Array(findings.lazy.compactMap(\.location).prefix(maxLocations)))
    }
}

extension AppEvidence {
    /// The session's creation as a place and as `path:line` text.
    func creation(_ site: SessionSite) -> (location: SourceLocation, place: String) {
        let token = project.sources[site.file].tokens[site.token]
        return (location(token, file: site.file), place(token, file: site.file))
    }

    static let noSession = "no ASWebAuthenticationSession is created in the app's Swift sources (HP-APP-SESSION)"
}
