import AppSource
import ConformanceModel

/// HP-APP-NO-PROCESS-CALL: the app never talks to Human Plugin: no `/v1/processes` path and no
/// Human Plugin base URL in its sources, Info.plist files or build settings.
package struct AppNoProcessCallCheck: AppCheck {
    package let id = "HP-APP-NO-PROCESS-CALL"

    package func judge(app: AppEvidence) -> Judgement {
        let project = app.project
        var findings: [AppFinding] = []
        let sources = project.sources
        // The literals this rule reports were kept when each file was read (`SwiftSources.isReported`).
        for file in sources.indices {
            let path = sources.path(file)
            for token in sources.reportedLiterals(file) {
                guard let value = token.value else { continue }
                if value.contains("/v1/processes") {
                    findings.append(
                        .broken(
                            "'/v1/processes' in the app at \(path):\(token.line): only the back-end calls Human Plugin",
                            sources.location(file, token)))
                } else if AppNames.isHumanPluginURL(value) {
                    findings.append(.broken("a Human Plugin URL in the app at \(path):\(token.line)", sources.location(file, token)))
                }
            }
        }
        for name in project.constants.byName.keys.sorted() {
            for declaration in project.constants.byName[name] ?? []
            where AppNames.isHumanPlugin(declaration.name, any: AppNames.addressWords) {
                guard case .literal(let literal) = declaration.value, !(literal.value ?? "").isEmpty else { continue }
                findings.append(
                    .broken(
                        "\(declaration.name) holds a Human Plugin address at \(sources.path(declaration.file)):\(declaration.token.line)",
                        sources.location(declaration.file, declaration.token)))
            }
        }
        for setting in project.settings where AppNames.isHumanPlugin(setting.key, any: AppNames.addressWords) && !setting.value.isEmpty {
            findings.append(
                .broken("build setting \(setting.key) holds a Human Plugin address at \(setting.file):\(setting.line)", setting.location))
        }
        if findings.isEmpty {
            return .held(
                "no /v1/processes path or Human Plugin address in \(project.sourcesRead), \(project.plists.count) Info.plist file(s) and the build settings"
            )
        }
        return .app(findings, nothing: "")
    }
}

/// HP-APP-NO-CREDENTIAL: no Human Plugin token in the app (sources, Info.plist files, build settings).
/// Literals found are never shown: the evidence masks them.
package struct AppNoCredentialCheck: AppCheck {
    package let id = "HP-APP-NO-CREDENTIAL"

    package func judge(app: AppEvidence) -> Judgement {
        let project = app.project
        let token = SwiftSources.usableToken(app.humanPluginToken)
        var findings: [AppFinding] = []
        let sources = project.sources
        for file in sources.indices {
            let path = sources.path(file)
            // The bearer literals, and those holding the token the project was read with, were kept
            // when the file was read; another token is looked for in every literal (the file lexed again).
            let literals =
                token == nil || token == sources.digestedToken
                ? sources.reportedLiterals(file) : sources.tokens(file).filter { $0.kind == .string }
            for literal in literals {
                guard let value = literal.value else { continue }
                if let token, value.contains(token) {
                    findings.append(
                        .broken(
                            "the Human Plugin token is written in the app at \(path):\(literal.line)",
                            sources.location(file, literal, masking: literal)))
                } else if value.hasPrefix("Bearer "), !literal.isInterpolated, value.count >= 15 {
                    findings.append(
                        .undecided(
                            "a hard-coded bearer credential at \(path):\(literal.line); if it is the Human Plugin token, move it to the back-end",
                            sources.location(file, literal, masking: literal)))
                }
            }
        }
        for name in project.constants.byName.keys.sorted() {
            for declaration in project.constants.byName[name] ?? []
            where AppNames.isHumanPlugin(declaration.name, any: AppNames.secretWords) {
                guard case .literal(let literal) = declaration.value, !(literal.value ?? "").isEmpty else { continue }
                findings.append(
                    .broken(
                        "\(declaration.name) holds a Human Plugin credential at \(sources.path(declaration.file)):\(declaration.token.line)",
                        sources.location(declaration.file, declaration.token, masking: literal)))
            }
        }
        for setting in project.settings where !setting.value.isEmpty {
            let named = AppNames.isHumanPlugin(setting.key, any: AppNames.secretWords)
            guard named || (token.map { setting.value.contains($0) } ?? false) else { continue }
            findings.append(
                .broken(
                    "build setting \(setting.key) holds a Human Plugin credential at \(setting.file):\(setting.line)",
                    SourceLocation(file: setting.file, line: setting.line, excerpt: "\(setting.key) = <redacted>")))
        }
        for plist in project.plists {
            for entry in plist.strings {
                let values = project.expand(entry.value).filter { !$0.isEmpty && !$0.contains("$(") }
                let named = AppNames.isHumanPlugin(entry.key, any: AppNames.secretWords) && !values.isEmpty
                guard named || values.contains(where: { value in token.map { value.contains($0) } ?? false }) else { continue }
                findings.append(
                    .broken(
                        "Info.plist key \(entry.key) holds a Human Plugin credential at \(plist.path)\(entry.line > 0 ? ":\(entry.line)" : "")",
                        SourceLocation(file: plist.path, line: entry.line, excerpt: "<key>\(entry.key)</key> <redacted>")))
            }
        }
        if findings.isEmpty {
            return .held(
                "no Human Plugin token in \(project.sourcesRead), \(project.plists.count) Info.plist file(s) and the build settings"
                    + (token == nil ? " (looked for credential names; give --config to look for the configured token too)" : ""))
        }
        return .app(findings, nothing: "")
    }
}
