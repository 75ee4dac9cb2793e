import AppSource
import ConformanceModel

/// HP-APP-URL-TYPE: an Info.plist of the app registers the scheme under `CFBundleURLTypes`.
package struct AppURLTypeCheck: AppCheck {
    package let id = "HP-APP-URL-TYPE"

    package func judge(app: AppEvidence) -> Judgement {
        let project = app.project
        if let universal = app.universalLinkCallback { return .notApplicable(universal) }
        var wanted: [(scheme: String, location: SourceLocation?)] = app.knownSchemes.map { ($0.scheme, $0.location) }
        if wanted.isEmpty, let configured = app.configuredScheme { wanted = [(AppEvidence.bare(configured), nil)] }
        if wanted.isEmpty, let ambiguity = app.capture.ambiguity { return app.ambiguous(ambiguity) }
        if wanted.isEmpty {
            if let runtime = app.runtimeSchemes.first {
                return Judgement(
                    status: .undecided,
                    seen: "the scheme is \(runtime.why); the kit cannot tell whether the URL types register it (give app.urlScheme)",
                    evidence: [], locations: [runtime.location])
            }
            return .notApplicable("no scheme known: the app creates no session and no app.urlScheme was given")
        }
        let plists = project.appPlists
        if plists.isEmpty, !project.plists.isEmpty {
            let others = project.plists.prefix(3).map { "\($0.path) (\($0.otherBundle ?? ""))" }.joined(separator: ", ")
            return Judgement(
                status: .undecided,
                seen:
                    "no Info.plist of the iOS app found, only other bundles': \(others); the kit cannot tell whether the app registers its scheme",
                evidence: [])
        }
        let targets = Self.sessionTargets(app)
        guard targets.count > 1 else {
            let note = targets.first.map { target in
                [
                    "the Info.plist of target '\(target.name)', which compiles the \(app.namedSession != nil ? "named session" : "session judged")"
                ]
            }
            return .app(
                Self.findings(wanted, in: targets.first?.plists ?? plists, project), nothing: "no scheme known",
                notes: (note ?? []) + app.capture.notes)
        }
        // Sessions judged in several application targets: each target's Info.plist must register the scheme.
        var findings: [AppFinding] = []
        for scheme in Self.unique(wanted) {
            let each = targets.map { (target: $0, findings: Self.findings([scheme], in: $0.plists, project)) }
            let held = each.filter { $0.findings.allSatisfy { $0.status == .held } }
            if held.count == each.count || held.isEmpty {
                findings += each.flatMap(\.findings)
                continue
            }
            let missing = each.filter { $0.findings.contains { $0.status != .held } }
            findings.append(
                .undecided(
                    "'\(scheme.scheme)' is registered by target \(held.map { "'\($0.target.name)'" }.joined(separator: ", ")) but not by "
                        + missing.map {
                            "target '\($0.target.name)' (\($0.target.plists.map(\.path).joined(separator: ", "))), which compiles the session at \($0.target.sessions.joined(separator: ", "))"
                        }
                        .joined(separator: "; nor by ")
                        + "; if that session is the capture, its app cannot receive the callback: name the capture with app.captureSession (--session) to judge it",
                    missing[0].findings.first { $0.status != .held }?.location))
        }
        return .app(findings, nothing: "no scheme known", notes: app.capture.notes)
    }

    /// An application target compiling judged sessions, with its own Info.plist files.
    private struct SessionTarget {
        var name: String
        var plists: [InfoPlist]
        var sessions: [String]
    }

    /// The application targets compiling the judged sessions, when the project has several and
    /// each judged session is compiled by exactly one whose Info.plist the kit read; else none
    /// (every Info.plist of the app is read as one).
    private static func sessionTargets(_ app: AppEvidence) -> [SessionTarget] {
        let project = app.project
        guard project.applicationTargets.count > 1, !app.capture.judged.isEmpty else { return [] }
        var targets: [SessionTarget] = []
        for site in app.capture.judged {
            let path = project.sources.path(site.file)
            guard let target = project.applicationTarget(of: path) else { return [] }
            let own = project.appPlists.filter { target.infoPlists.contains($0.path) }
            guard !own.isEmpty else { return [] }
            let place = app.creation(site).place
            if let index = targets.firstIndex(where: { $0.name == target.name }) {
                targets[index].sessions.append(place)
            } else {
                targets.append(SessionTarget(name: target.name, plists: own, sessions: [place]))
            }
        }
        return targets
    }

    /// Whether `plists` register each wanted scheme. A `$(VAR)` no build setting defines is unknown
    /// (set by a scheme, a CI variable), never the empty string.
    private static func findings(
        _ wanted: [(scheme: String, location: SourceLocation?)], in plists: [InfoPlist], _ project: AppProject
    ) -> [AppFinding] {
        var unknown: [(value: String, location: SourceLocation)] = []
        let registered = plists.flatMap { plist in
            plist.urlSchemes.flatMap { entry -> [(scheme: String, location: SourceLocation)] in
                let location = SourceLocation(file: plist.path, line: entry.line, excerpt: "<string>\(entry.value)</string>")
                var undefined: [String] = []
                let values = project.expand(entry.value, undefined: &undefined)
                if !undefined.isEmpty {
                    unknown.append((entry.value, location))
                    return []
                }
                return values.map { (scheme: $0, location: location) }
            }
        }
        var findings: [AppFinding] = []
        for (scheme, location) in Self.unique(wanted) {
            if let hit = registered.first(where: { $0.scheme.lowercased() == scheme.lowercased() }) {
                findings.append(.held("'\(scheme)' registered in \(hit.location)", hit.location))
            } else if let hit = unknown.first {
                findings.append(
                    .undecided(
                        "'\(scheme)' is not among the URL types the kit can read; \(hit.value) at \(hit.location) names a build setting the project does not define, so its value is known only at build time",
                        hit.location))
            } else if project.plists.isEmpty, let unparsed = project.problems.first(where: { $0.contains("not read as a property list") }) {
                findings.append(
                    .undecided(
                        "an Info.plist was found but could not be read (\(unparsed)); the kit cannot tell whether it registers '\(scheme)'",
                        location))
            } else if project.plists.isEmpty,
                let refused = project.problems.first(where: { $0.contains("plist") && $0.contains("outside the folder given") })
            {
                findings.append(
                    .undecided(
                        "the app's Info.plist lies outside the folder given and was not read (\(refused)); the kit cannot tell whether it registers '\(scheme)'",
                        location))
            } else if project.plists.isEmpty && !project.hasApplicationTarget
                && project.settings("INFOPLIST_FILE").allSatisfy({ $0.value.isEmpty })
            {
                findings.append(
                    .undecided(
                        "no Info.plist and no application target here (a library's project or a Swift package): the app that uses it must register '\(scheme)', and its Info.plist is not here",
                        location))
            } else if let script = project.plistScripts.first {
                findings.append(
                    .undecided(
                        "'\(scheme)' is not among the URL types the kit read, but the run script '\(script)' may write them at build time (it names CFBundleURL…, or replaces an Info.plist); not judged",
                        location))
            } else if project.plists.isEmpty {
                findings.append(
                    .broken(
                        "no Info.plist found to register '\(scheme)'"
                            + (project.problems.first { $0.contains("Info.plist") || $0.contains(".plist") }.map { " (\($0))" } ?? ""),
                        location))
            } else if registered.isEmpty {
                findings.append(
                    .broken(
                        "'\(scheme)' is not registered: no CFBundleURLTypes in \(plists.map(\.path).joined(separator: ", "))",
                        SourceLocation(file: plists[0].path, line: 1)))
            } else {
                findings.append(
                    .broken(
                        "'\(scheme)' is not registered: the URL types hold \(Set(registered.map { "'\($0.scheme)'" }).sorted().joined(separator: ", "))",
                        registered[0].location))
            }
        }
        return findings
    }

    private static func unique(_ items: [(scheme: String, location: SourceLocation?)]) -> [(scheme: String, location: SourceLocation?)] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0.scheme.lowercased()).inserted }
    }
}

/// HP-APP-SCHEME-AGREES: the scheme the app passes is `app.urlScheme` and the scheme of the back-end's `callbackUri`.
package struct AppSchemeAgreesCheck: AppCheck {
    package let id = "HP-APP-SCHEME-AGREES"

    package func judge(app: AppEvidence) -> Judgement {
        let exchanges = Array(Set(app.backendCallbackSchemes.map(\.exchange))).sorted()
        if let universal = app.universalLinkCallback { return Judgement(status: .notApplicable, seen: universal, evidence: exchanges) }
        guard app.configuredScheme != nil || !app.backendCallbackSchemes.isEmpty else {
            return .notApplicable("nothing to compare with: no app.urlScheme (--scheme, --config) and no back-end run")
        }
        if let ambiguity = app.capture.ambiguity { return app.ambiguous(ambiguity, evidence: exchanges) }
        let known = app.knownSchemes
        if known.isEmpty {
            if let runtime = app.runtimeSchemes.first {
                return Judgement(
                    status: .undecided, seen: "the app's scheme is \(runtime.why); the kit cannot compare it", evidence: exchanges,
                    locations: [runtime.location])
            }
            return Judgement(status: .notApplicable, seen: AppEvidence.noSession, evidence: exchanges)
        }
        var findings: [AppFinding] = []
        for (scheme, location, place) in known {
            var others: [String] = []
            if let configured = app.configuredScheme.map(AppEvidence.bare), configured.lowercased() != scheme.lowercased() {
                others.append("app.urlScheme is '\(configured)'")
            }
            for backend in Set(app.backendCallbackSchemes.map(\.scheme)).sorted() where backend.lowercased() != scheme.lowercased() {
                others.append("the back-end's callbackUri uses '\(backend)'")
            }
            if others.isEmpty {
                var with: [String] = []
                if app.configuredScheme != nil { with.append("app.urlScheme") }
                if !app.backendCallbackSchemes.isEmpty { with.append("the back-end's callbackUri") }
                findings.append(.held("'\(scheme)' at \(place) agrees with \(with.joined(separator: " and "))", location))
            } else {
                findings.append(.broken("the app passes '\(scheme)' at \(place), but \(others.joined(separator: " and "))", location))
            }
        }
        return .app(findings, nothing: AppEvidence.noSession, notes: app.capture.notes, evidence: exchanges)
    }
}

/// HP-APP-DEPLOYMENT-TARGET: iOS 13 or later, wherever the project states its minimum.
package struct AppDeploymentTargetCheck: AppCheck {
    package let id = "HP-APP-DEPLOYMENT-TARGET"

    package func judge(app: AppEvidence) -> Judgement {
        let project = app.project
        var stated: [(version: String, location: SourceLocation)] = []
        // The app's own projects are the shallowest; an .xcodeproj deeper down is a dependency's or a sample's.
        let projects = Set(project.settings.map(\.file).filter { $0.hasSuffix("project.pbxproj") })
        let appDepth = projects.map { $0.split(separator: "/").count }.min() ?? 0
        let nested = projects.filter { $0.split(separator: "/").count > appDepth }.sorted()
        let notes =
            nested.isEmpty
            ? []
            : [
                "not judged: \(nested.count) nested project(s) of dependencies or samples: \(nested.prefix(3).joined(separator: ", "))\(nested.count > 3 ? ", …" : "")"
            ]
        // Read as Xcode reads it: each application target's own setting, else its xcconfig, else the
        // project's, per build configuration; a level a target overrides decides nothing for it.
        var levelNotes: [String] = []
        if let resolved = Self.resolvedByTarget(project) {
            let deciding = Set(resolved.map { "\($0.setting.file):\($0.setting.line)" })
            for item in resolved {
                for value in project.expand(item.setting.value) where !value.contains("$") { stated.append((value, item.setting.location)) }
            }
            let overridden = project.settings("IPHONEOS_DEPLOYMENT_TARGET").filter {
                !nested.contains($0.file) && !deciding.contains("\($0.file):\($0.line)")
            }
            if !overridden.isEmpty {
                let shown = overridden.prefix(3).map { "\($0.value) at \($0.location)" }.joined(separator: ", ")
                levelNotes.append(
                    "not deciding: \(overridden.count) IPHONEOS_DEPLOYMENT_TARGET setting(s) of other targets or of levels the application target\(project.applicationTargets.count == 1 ? "" : "s") override (\(shown)\(overridden.count > 3 ? ", …" : ""))"
                )
            }
        } else {
            // Xcode projects with no application target hold frameworks' and libraries' settings: no
            // app here (a test host or a plugin's static library says nothing of the app that links it).
            let noApp = project.librariesOnly
            var librarySettings: [BuildSetting] = []
            for setting in project.settings("IPHONEOS_DEPLOYMENT_TARGET") where !nested.contains(setting.file) {
                if noApp && (setting.file.hasSuffix("project.pbxproj") || setting.file.hasSuffix(".xcconfig")) {
                    librarySettings.append(setting)
                    continue
                }
                for value in project.expand(setting.value) where !value.contains("$") { stated.append((value, setting.location)) }
            }
            if !librarySettings.isEmpty {
                let shown = librarySettings.prefix(3).map { "\($0.value) at \($0.location)" }.joined(separator: ", ")
                levelNotes.append(
                    "not judged: the Xcode project(s) build no application target, so \(librarySettings.count) IPHONEOS_DEPLOYMENT_TARGET setting(s) of frameworks or libraries are no app's (\(shown)\(librarySettings.count > 3 ? ", …" : ""))"
                )
            }
        }
        for plist in project.appPlists {
            if let minimum = plist.minimumOSVersion { stated.append((minimum.value, SourceLocation(file: plist.path, line: minimum.line))) }
        }
        // With an application target, or an XcodeGen or Tuist manifest stating the deployment target,
        // a package manifest here is a dependency's (a local package): its `platforms` are the
        // package's minimum, not the app's deployment target. Without either, the shallowest
        // manifests are the app's package; deeper ones are its dependencies'.
        let generated = project.settings("IPHONEOS_DEPLOYMENT_TARGET").contains {
            !$0.file.hasSuffix("project.pbxproj") && !$0.file.hasSuffix(".xcconfig")
        }
        let packageDepth = project.manifests.map { $0.path.split(separator: "/").count }.min() ?? 0
        let appManifests =
            project.hasApplicationTarget || generated
            ? [] : project.manifests.filter { $0.path.split(separator: "/").count == packageDepth }
        let dependencies = project.manifests.filter { manifest in !appManifests.contains { $0.path == manifest.path } }
        let manifestNotes =
            dependencies.isEmpty
            ? []
            : [
                "not judged: the platforms of \(dependencies.count) package manifest(s) of dependencies (\(dependencies.prefix(3).map(\.path).joined(separator: ", "))\(dependencies.count > 3 ? ", …" : ""))"
            ]
        for manifest in appManifests {
            let tokens = manifest.tokens
            for index in tokens.indices where tokens[index].isIdentifier("iOS") && manifest.token(index + 1)?.isPunctuation("(") == true {
                if let literal = manifest.token(index + 2), literal.kind == .string, let value = literal.constantString {
                    stated.append((value, manifest.location(literal)))
                } else if manifest.token(index + 2)?.isPunctuation(".") == true, let version = manifest.token(index + 3),
                    version.text.hasPrefix("v")
                {
                    stated.append((String(version.text.dropFirst()).replacing("_", with: "."), manifest.location(version)))
                }
            }
        }
        if stated.isEmpty {
            return Judgement(
                status: .undecided,
                seen: "no deployment target found (no IPHONEOS_DEPLOYMENT_TARGET, MinimumOSVersion or .iOS(...) platform)", evidence: [])
        }
        let findings = stated.map { version, location -> AppFinding in
            guard let major = Int(version.split(separator: ".").first ?? "") else {
                return .undecided("deployment target '\(version)' at \(location) is not a version", location)
            }
            return major >= 13
                ? .held("iOS \(version) at \(location)", location)
                : .broken("deployment target iOS \(version) at \(location) is below iOS 13", location)
        }
        return .app(findings, nothing: "no deployment target found", notes: notes + levelNotes + manifestNotes)
    }

    /// Every application target's deployment target per build configuration, as Xcode resolves it;
    /// nil without application targets, or when one cannot be resolved here (then every setting found is judged).
    static func resolvedByTarget(_ project: AppProject) -> [AppProject.ResolvedSetting]? {
        guard !project.applicationTargets.isEmpty else { return nil }
        var all: [AppProject.ResolvedSetting] = []
        for target in project.applicationTargets {
            guard let resolved = project.resolved("IPHONEOS_DEPLOYMENT_TARGET", for: target) else { return nil }
            all += resolved
        }
        return all.isEmpty ? nil : all
    }
}

extension AppEvidence {
    /// `myapp://` and `myapp:` read as `myapp`, for comparisons (bareness is judged elsewhere).
    package static func bare(_ scheme: String) -> String {
        var scheme = scheme
        for suffix in ["://", ":/", ":"] where scheme.hasSuffix(suffix) {
            scheme.removeLast(suffix.count)
            break
        }
        return scheme
    }

    /// The schemes the sessions pass that are known from the source, bare, with their place.
    var knownSchemes: [(scheme: String, location: SourceLocation, place: String)] {
        schemes.compactMap { site, value in
            guard case .known(let scheme, let literal, let file, _) = value else { return nil }
            return (Self.bare(scheme), location(literal, file: file), creation(site).place)
        }
    }

    /// The sessions whose scheme is only known at run time, with why.
    var runtimeSchemes: [(why: String, location: SourceLocation)] {
        schemes.compactMap { site, value in
            if case .optionalInterpolated(let optional, let token) = value {
                return ("built by interpolating \(optional), an Optional never unwrapped", location(token, file: site.file))
            }
            guard case .runtime(let why, let token) = value else { return nil }
            // Read after "the scheme is …": `built at run time (…)`, else `not known statically (why)`.
            return (why.hasPrefix("built") ? why : "not known statically (\(why))", location(token, file: site.file))
        }
    }
}
