import ConformanceBasics
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A partner's iOS project directory (an Xcode project or a Swift package), read without building
/// it: its Swift sources lexed, its Info.plist files decoded (XML or binary), the build settings of
/// its `project.pbxproj` and `.xcconfig` files, and its package manifest. Files that cannot be read
/// are listed in `problems`, one line each, and the rest is judged.
public struct AppProject: Sendable {
    /// The directory read: as given, or the folder holding the `.xcodeproj` given.
    public let root: String
    /// The Xcode project given on the command line (`path/App.xcodeproj`), as `App.xcodeproj/project.pbxproj`
    /// relative to `root`: the app's project, the others in the folder left out.
    let selectedProject: String?
    /// The app's Swift files, lexed again when a rule asks for one (see `SwiftSources`).
    public let sources: SwiftSources
    package let plists: [InfoPlist]
    package let settings: [BuildSetting]
    private let settingsByKey: [String: [BuildSetting]]
    /// The `.xcconfig` files' settings by file, and the files each includes: what `resolved` reads
    /// under a build configuration's own settings.
    private let xcconfigSettings: [String: [BuildSetting]]
    private let xcconfigIncludes: [String: [String]]
    package let manifests: [SwiftSource]
    /// Files that could not be read, and files that are not the app's, one line each (`path: reason`).
    public let problems: [String]
    /// How the app's files were told from the others (its Xcode target, or folder names only).
    public let fileRule: String
    package let objectiveCFiles: Int
    /// Files left out, or read in part, because the project's read budget was spent (see `ReadBudget`).
    public let unread: Int
    package let sessions: [SessionSite]
    /// Sessions created in Swift files that are not the app's (see `SetAsideSession`).
    public let setAside: [SetAsideSession]
    /// Folders the app's projects reference outside the folder read (local packages): not read.
    public let outside: [String]
    /// The application targets judged (empty without an Xcode project naming them).
    package let applicationTargets: [XcodeTargets.Target]
    /// Whether an Xcode project here builds an application (`productType = "com.apple.product-type.application"`);
    /// without one, the folder is a library's (a framework, a Swift package), and the app using it holds the Info.plist.
    package let hasApplicationTarget: Bool
    static let applicationProductType = Array("\"com.apple.product-type.application\"".utf8)
    static let frameworkProductType = Array("com.apple.product-type.framework".utf8)
    static let anyProductType = Array("com.apple.product-type.".utf8)
    /// Whether the Xcode projects here build targets, none of them an application (frameworks,
    /// static libraries, a plugin's test host declared otherwise): their build settings are no app's.
    package let librariesOnly: Bool
    package let constants: ConstantIndex
    static let maxSessions = 200
    /// What keeps the app's world open for a rule that would fail on an absence: code the app
    /// builds or links that the kit does not read (remote Swift packages, CocoaPods, Carthage,
    /// vendored frameworks, another language's runner, files the read budget left out), one line
    /// each. Empty: the world is closed, and an absence in what was read is an absence in the app.
    package let openWorld: [String]
    /// The application targets' run scripts that may write the URL types at build time, as
    /// `target: phase`: the Info.plist the kit reads may not be the one that ships.
    package let plistScripts: [String]

    /// Reads the project at `path`. Throws only when nothing can be judged: the path is not a
    /// directory, or holds no Swift file, Info.plist, Xcode project or package manifest. The
    /// configured `humanPluginToken`, when given, is looked for while each file is read (else the
    /// rule looking for it lexes every file again).
    /// `capture`, when the partner names the capture session: its file is read as the app's even
    /// when the project's targets say otherwise (said in `problems`).
    public static func read(
        _ path: String, humanPluginToken: String? = nil, capture: CaptureSessionName? = nil
    ) throws(KitError)
        -> AppProject
    {
        try read(path, budget: ReadBudget(), humanPluginToken: humanPluginToken, capture: capture)
    }

    package static func read(
        _ path: String, budget: ReadBudget, humanPluginToken: String? = nil, capture: CaptureSessionName? = nil
    ) throws(KitError) -> AppProject {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw .file(path: path, problem: "app project not found (\(String(cString: strerror(errno))))")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw .file(path: path, problem: "not a directory (give the folder holding the app's .xcodeproj or Package.swift)")
        }
        let (root, selected) = try Self.projectFolder(path)
        let folder: GivenFolder
        do {
            folder = try GivenFolder(root)
        } catch {
            throw .file(path: path, problem: "app project \(error.reason)")
        }
        let files = ProjectFiles.walk(root)
        guard !files.isEmpty else {
            throw .file(
                path: path, problem: "nothing to judge: no Swift or Objective-C file, Info.plist, .xcodeproj or Package.swift under it")
        }
        return AppProject(
            folder: folder, selectedProject: selected, files: files, budget: budget, humanPluginToken: humanPluginToken, capture: capture)
    }

    /// The folder to read for `path` (a directory): `path` itself, or for `path/To/App.xcodeproj`
    /// its parent folder with `App.xcodeproj/project.pbxproj` as the app's project.
    static func projectFolder(_ path: String) throws(KitError) -> (root: String, selected: String?) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard trimmed.hasSuffix(".xcodeproj") else { return (path, nil) }
        let name = trimmed.split(separator: "/").last.map(String.init) ?? String(trimmed)
        guard access(String(trimmed) + "/project.pbxproj", F_OK) == 0 else {
            throw .file(path: path, problem: "an .xcodeproj without project.pbxproj; nothing to judge")
        }
        let parent = trimmed.dropLast(name.count)
        let root = parent.isEmpty ? "." : parent == "/" ? "/" : String(parent.dropLast())
        return (root, name + "/project.pbxproj")
    }

    private init(
        folder: GivenFolder, selectedProject: String?, files: ProjectFiles, budget: ReadBudget, humanPluginToken: String?,
        capture: CaptureSessionName?
    ) {
        let root = folder.path
        self.root = root
        self.selectedProject = selectedProject
        var problems: [String] = []
        var files = files
        if let selectedProject {
            // The project given is the app's; the other Xcode projects in its folder are not judged.
            let others = files.projects.filter { $0 != selectedProject }
            files.projects = files.projects.filter { $0 == selectedProject }
            if !others.isEmpty {
                let names = others.map { $0.split(separator: "/").dropLast().joined(separator: "/") }
                problems.append(
                    "not the app: \(others.count) other Xcode project(s) (\(names.prefix(5).joined(separator: ", "))\(others.count > 5 ? ", …" : "")): \(selectedProject.split(separator: "/").first ?? "") was given"
                )
            }
        }
        if files.truncated { problems.append("\(root): more than 100000 files; the rest were not read") }
        if !files.leftOut.isEmpty {
            let shown = files.leftOut.sorted().prefix(5).joined(separator: ", ")
            problems.append(
                "not the app, left out: \(files.leftOut.count) test, example or dependency folder(s) (\(shown)\(files.leftOut.count > 5 ? ", …" : ""))"
            )
        }
        if !files.objectiveC.isEmpty {
            problems.append(
                "\(files.objectiveC.count) Objective-C file(s): read for the sessions they create only (the other rules read Swift)")
        }
        var budget = budget

        // The small files first (build settings, Info.plist files, manifests), so that a huge Swift
        // tree cannot spend the budget they need.
        var settings: [BuildSetting] = []
        var applicationTarget = false
        var productTarget = false
        var targets: [XcodeTargets] = []
        var includes: [String: [String]] = [:]
        for path in files.projects + files.xcconfigs {
            guard let bytes = Self.contents(folder, path, budget: &budget, problems: &problems) else { continue }
            settings += BuildSetting.read(bytes, file: path)
            if path.hasSuffix(".xcconfig") { includes[path] = BuildSetting.includes(bytes, file: path) }
            if path.hasSuffix("project.pbxproj"), Self.contains(bytes, Self.anyProductType) { productTarget = true }
            if path.hasSuffix("project.pbxproj"), Self.contains(bytes, Self.applicationProductType) {
                applicationTarget = true
                do {
                    targets.append(try XcodeTargets(path: path, bytes: bytes))
                } catch {
                    problems.append("\(path): targets not read (\(error.reason)); the app's files are told by folder name only")
                }
            } else if path.hasSuffix("project.pbxproj"), Self.contains(bytes, Self.frameworkProductType),
                let library = try? XcodeTargets(path: path, bytes: bytes)
            {
                // A framework project of the folder (a workspace's second project): what an application target links from it is the app's.
                targets.append(library)
            }
        }
        // Tuist and XcodeGen manifests (and the files an XcodeGen manifest includes): their deployment
        // target as a build setting, their inline URL schemes as an Info.plist of their own.
        var generated: [InfoPlist] = []
        var generatedPlistPaths: [String] = []
        var manifestsToRead = files.generators
        var manifestIndex = 0
        while manifestIndex < manifestsToRead.count, manifestIndex < 64 {
            let path = manifestsToRead[manifestIndex]
            manifestIndex += 1
            guard let bytes = Self.contents(folder, path, budget: &budget, problems: &problems) else { continue }
            let manifest = GeneratedProject(path: path, bytes: bytes)
            settings += manifest.deploymentTargets
            problems += manifest.warnings
            generatedPlistPaths += manifest.plistPaths
            if !manifest.urlSchemes.isEmpty { generated.append(InfoPlist(generatedAt: path, urlSchemes: manifest.urlSchemes)) }
            for included in manifest.includes
            where !manifestsToRead.contains(included)
                && !included.split(separator: "/").contains(where: { ProjectFiles.isNotTheApp(String($0)) })
            {
                manifestsToRead.append(included)
            }
        }
        // An application target whose Info.plist is named in its xcconfig only (or a file it includes).
        let xcconfigSettings = Dictionary(grouping: settings.filter { $0.file.hasSuffix(".xcconfig") }, by: \.file)
        self.xcconfigSettings = xcconfigSettings
        xcconfigIncludes = includes
        for index in targets.indices {
            targets[index].followConfigurationFiles { file in
                Self.xcconfigValue("INFOPLIST_FILE", in: file, settings: xcconfigSettings, includes: includes)
            }
        }
        // Package manifests before the Swift files: which local packages the app uses decides what is read.
        var manifests: [SwiftSource] = []
        Self.readSources(files.manifests, folder: folder, budget: &budget, problems: &problems) { source, _ in manifests.append(source) }
        self.manifests = manifests
        let membership = TargetMembership(targets, files: files, manifests: manifests.map(PackageManifest.init))
        problems += membership.lines
        fileRule = membership.rule
        files.swift = membership.swift
        var objectiveC = membership.objectiveC
        var excluded = membership.excluded
        outside = membership.outside
        applicationTargets = membership.applications
        if let capture, let named = excluded.firstIndex(where: { $0.path == capture.file || $0.path.hasSuffix("/" + capture.file) }) {
            let (path, reason) = excluded.remove(at: named)
            if SwiftSource.isObjectiveC(path) {
                objectiveC = (objectiveC + [path]).sorted()
            } else {
                files.swift = (files.swift + [path]).sorted()
            }
            problems.append("\(path): read as the app's, named by app.captureSession (its project says: \(reason))")
        }
        hasApplicationTarget = applicationTarget
        librariesOnly = productTarget && !applicationTarget
        self.settings = settings
        settingsByKey = Dictionary(grouping: settings, by: \.key)

        // Info.plist files found by name, plus any INFOPLIST_FILE the projects name; only the app
        // target's when the project names it.
        var plistPaths = membership.plists ?? files.plists
        for path in generatedPlistPaths where !plistPaths.contains(path) && folder.holds(path) { plistPaths.append(path) }
        // `INFOPLIST_FILE = ""` names no file (a target with a generated Info.plist, or none).
        // Xcode resolves INFOPLIST_FILE against SRCROOT (the folder holding the .xcodeproj), wherever
        // the xcconfig naming it lives.
        for setting in settings
        where setting.key == "INFOPLIST_FILE" && !setting.value.isEmpty && membership.plists == nil
            && !setting.value.split(separator: "/").contains(where: { ProjectFiles.isNotTheApp(String($0)) })
        {
            let candidates = Self.sourceRoots(of: setting.file, projects: files.projects).map {
                XcodeTargets.infoPlistPath(setting.value, sourceRoot: $0, target: "")
            }
            if let found = candidates.first(where: { folder.holds($0) }) {
                if !plistPaths.contains(found) { plistPaths.append(found) }
            } else if let outside = candidates.first(where: { GivenFolder.normalized($0) == nil }), !outside.contains("$") {
                let named = XcodeTargets.infoPlistPath(setting.value, sourceRoot: "", target: "")
                problems.append(
                    "\(setting.file):\(setting.line): INFOPLIST_FILE names \(named), outside the folder given (\(outside)); not read: give the folder holding it"
                )
            } else if let candidate = candidates.first, !candidate.contains("$"), !plistPaths.contains(candidate) {
                let named = XcodeTargets.infoPlistPath(setting.value, sourceRoot: "", target: "")
                problems.append("\(setting.file):\(setting.line): INFOPLIST_FILE names \(named), which is not there (\(candidate))")
            }
        }
        var plists: [InfoPlist] = []
        for path in plistPaths {
            guard let bytes = Self.contents(folder, path, budget: &budget, problems: &problems) else { continue }
            do {
                plists.append(try InfoPlist(path: path, bytes: bytes))
            } catch {
                problems.append(error.description)
            }
        }
        self.plists = plists + generated
        if plistPaths.isEmpty && generated.isEmpty {
            problems.append("\(root): no Info.plist found (looked for Info.plist, *-Info.plist and the projects' INFOPLIST_FILE)")
        }

        // Each Swift file is read, lexed and digested in turn (its sessions, its constants, the
        // literals the secret rules report); only the files creating a session stay lexed.
        var sources = SwiftSources(humanPluginToken: humanPluginToken)
        var found: [SessionSite] = []
        var constants = ConstantIndex([])
        var factories: [String] = []
        Self.readSources(files.swift, folder: folder, budget: &budget, problems: &problems) { source, maxTokens in
            let file = sources.count
            let sites = SessionSite.find(in: source, file: file)
            if factories.count < 3 { factories += Self.sessionFactories(in: source).prefix(3 - factories.count) }
            sources.append(source, maxTokens: maxTokens, keep: !sites.isEmpty && found.count < Self.maxSessions)
            found += sites
            constants.add(source, file)
        }
        // The app's Objective-C files, read for the sessions they create only: a file creating one
        // joins the sources, so that the session rules read it as they read Swift.
        for path in objectiveC where found.count < Self.maxSessions {
            guard budget.tokensLeft > 0 else {
                budget.leaveOut(folder.path + "/" + path, relative: path)
                continue
            }
            guard let bytes = Self.contents(folder, path, budget: &budget, problems: &problems),
                Self.contains(bytes, Self.sessionNeedle), String(validating: bytes, as: UTF8.self) != nil
            else { continue }
            let maxTokens = budget.tokensLeft
            let source = SwiftSource(path: path, bytes: bytes, maxTokens: maxTokens)
            budget.spend(tokens: source.tokens.count)
            let sites = SessionSite.find(in: source, file: sources.count)
            guard !sites.isEmpty else { continue }
            sources.append(source, maxTokens: maxTokens, keep: true)
            found += sites
        }
        self.sources = sources
        if let leftOut = budget.leftOutSummary { problems.append(leftOut) }

        setAside = Self.sessions(in: excluded, folder: folder, budget: &budget)

        // An app has a session or two; thousands are generated or hostile code, judged up to a bound so that nothing hangs.
        sessions = Array(found.prefix(Self.maxSessions))
        if found.count > Self.maxSessions { problems.append("\(found.count) sessions found; the first \(Self.maxSessions) are judged") }
        self.constants = constants
        self.problems = problems
        objectiveCFiles = files.objectiveC.count
        unread = budget.leftOut.count + sources.indices.filter { sources.isCut($0) }.count
        openWorld =
            Self.openWorld(
                folder: folder, projects: files.projects, targets: membership.applications, manifests: manifests, unread: unread)
            + factories
        plistScripts = membership.applications.flatMap { target in target.plistScripts.map { "\(target.name): \($0)" } }
    }

    /// `ASWebAuthenticationSession.init` handed on as a function value (a factory that other code
    /// calls, `makeSession: ASWebAuthenticationSession.init`): a session is made wherever that value
    /// is called, which the kit does not follow. One line per place.
    static func sessionFactories(in source: SwiftSource) -> [String] {
        var lines: [String] = []
        for index in source.tokens.indices where source.tokens[index].isIdentifier("ASWebAuthenticationSession") {
            guard source.token(index + 1)?.isPunctuation(".") == true, source.token(index + 2)?.isIdentifier("init") == true,
                source.token(index + 3)?.isPunctuation("(") != true
            else { continue }
            lines.append(
                "ASWebAuthenticationSession.init handed on as a function value at \(source.path):\(source.tokens[index].line) (a session is made wherever it is called)"
            )
        }
        return lines
    }

    /// Markers of code the app uses that the kit does not read, at the root or beside a project.
    static let openingFiles: [(name: String, what: String)] = [
        ("Podfile", "CocoaPods (Podfile)"), ("Cartfile", "Carthage (Cartfile)"), ("pubspec.yaml", "Flutter (pubspec.yaml)"),
        ("settings.gradle.kts", "Kotlin Multiplatform (settings.gradle.kts)"),
        ("settings.gradle", "Kotlin Multiplatform (settings.gradle)"),
    ]

    /// `openWorld`'s lines (see there).
    static func openWorld(
        folder: GivenFolder, projects: [String], targets: [XcodeTargets.Target], manifests: [SwiftSource], unread: Int
    ) -> [String] {
        var lines: [String] = []
        func add(_ line: String) { if !lines.contains(line) { lines.append(line) } }
        for target in targets { target.unreadCode.forEach(add) }
        var folders = [""]
        for project in projects {
            let parts = project.split(separator: "/").dropLast(2)
            let directory = parts.joined(separator: "/")
            if !folders.contains(directory) { folders.append(directory) }
        }
        for directory in folders {
            let prefix = directory.isEmpty ? "" : directory + "/"
            for marker in openingFiles where folder.holds(prefix + marker.name) {
                add(marker.what + (directory.isEmpty ? "" : " in \(directory)"))
            }
            if let bytes = try? folder.read(prefix + "package.json", limit: 1 << 20), contains(bytes, Array("react-native".utf8)) {
                add("React Native (package.json)")
            }
        }
        for manifest in manifests where !manifest.path.contains("/.build/") {
            let tokens = manifest.tokens
            // `.package(url: …)`, `.package(name: …, url: …)`, `.package(id: …)` (a registry): not `.package(path: …)`.
            let remote = tokens.indices.contains { index in
                guard tokens[index].isIdentifier("package"), manifest.token(index - 1)?.isPunctuation(".") == true,
                    manifest.token(index + 1)?.isPunctuation("(") == true
                else { return false }
                var next = index + 2
                while let token = manifest.token(next), !token.isPunctuation(")"), next < index + 12 {
                    if token.isIdentifier("url") || token.isIdentifier("id"), manifest.token(next + 1)?.isPunctuation(":") == true {
                        return true
                    }
                    next += 1
                }
                return false
            }
            if remote { add("remote Swift package dependencies (\(manifest.path))") }
        }
        if unread > 0 { add("\(unread) file(s) left unread by the read budget") }
        return lines
    }

    /// Sessions created in `files` (Swift files that are not the app's), within what is left of the
    /// read budget, looked for only in files naming an authentication session.
    private static func sessions(
        in files: [(path: String, reason: String)], folder: GivenFolder, budget: inout ReadBudget
    )
        -> [SetAsideSession]
    {
        var found: [SetAsideSession] = []
        let needle = sessionNeedle
        for (path, reason) in files.prefix(Self.maxSetAsideFiles) where found.count < Self.maxSessions && budget.bytesLeft > 0 {
            guard let bytes = try? folder.read(path, limit: min(ReadBudget.maxFileBytes, budget.bytesLeft)) else {
                continue
            }
            budget.spend(bytes: bytes.count)
            guard contains(bytes, needle), String(validating: bytes, as: UTF8.self) != nil, budget.tokensLeft > 0 else { continue }
            let source = SwiftSource(path: path, bytes: bytes, maxTokens: budget.tokensLeft)
            budget.spend(tokens: source.tokens.count)
            found += SessionSite.find(in: source, file: 0).map {
                SetAsideSession(path: path, line: source.tokens[$0.token].line, reason: reason)
            }
        }
        return found
    }

    static let maxSetAsideFiles = 20_000
    /// What a file creating a session holds, looked for before lexing it.
    static let sessionNeedle = Array("AuthenticationSession".utf8)

    /// The folders an `INFOPLIST_FILE` set in `file` may be relative to (SRCROOT): for a
    /// `project.pbxproj`, the folder holding its `.xcodeproj`; for an xcconfig, the folders of the
    /// projects above it (the nearest first), then the other projects', then the root.
    static func sourceRoots(of file: String, projects: [String]) -> [String] {
        let folder: (String) -> String = { $0.split(separator: "/").dropLast(2).joined(separator: "/") }
        if file.hasSuffix("project.pbxproj") { return [folder(file)] }
        let folders = projects.map(folder)
        let above = folders.filter { $0.isEmpty || file.hasPrefix($0 + "/") }.sorted { $0.count > $1.count }
        var roots: [String] = []
        for root in above + folders + [""] where !roots.contains(root) { roots.append(root) }
        return roots
    }

    /// The value of `key` an xcconfig sets: its own last line setting it, else that of the files it
    /// includes (the last include first), followed a few levels deep. Each file is explored once
    /// per depth it is reached at or below, so files including themselves or each other many times
    /// cost their number of include lines, not that number to the power of the depth.
    static func xcconfigValue(
        _ key: String, in file: String, settings: [String: [BuildSetting]], includes: [String: [String]]
    ) -> String? {
        xcconfigSetting(key, in: file, settings: settings, includes: includes)?.value
    }

    /// The setting `key` an `.xcconfig` gives, its own last or else from the files it includes
    /// (the last include first), with its place.
    static func xcconfigSetting(
        _ key: String, in file: String, settings: [String: [BuildSetting]], includes: [String: [String]]
    ) -> BuildSetting? {
        var explored: [String: Int] = [:]
        return xcconfigSetting(key, in: file, settings: settings, includes: includes, depth: 0, explored: &explored)
    }

    private static func xcconfigSetting(
        _ key: String, in file: String, settings: [String: [BuildSetting]], includes: [String: [String]], depth: Int,
        explored: inout [String: Int]
    ) -> BuildSetting? {
        if let own = settings[file]?.last(where: { $0.key == key }) { return own }
        guard depth < 8 else { return nil }
        // Reached before at this depth or a shallower one: everything below it was searched then, in vain.
        if let earlier = explored[file], earlier <= depth { return nil }
        explored[file] = depth
        for included in (includes[file] ?? []).reversed() {
            if let found = xcconfigSetting(key, in: included, settings: settings, includes: includes, depth: depth + 1, explored: &explored)
            {
                return found
            }
        }
        return nil
    }

    /// One build setting of one configuration of a target, as Xcode resolves it, and the level that decided it.
    package struct ResolvedSetting: Sendable {
        package var configuration: String
        package var setting: BuildSetting
        /// `target 'App'`, `its xcconfig Config/App.xcconfig`, `the project`, `the project's xcconfig …`.
        package var level: String
    }

    /// What `key` is in each build configuration of `target`, read as Xcode reads it: the target's
    /// own build settings, else its `.xcconfig` (and what that includes), else the project's
    /// configuration of the same name, else the project's `.xcconfig`. A configuration where no
    /// level sets it is left out; nil when a level cannot be read here (a project file not laid
    /// out as Xcode writes it), so the caller falls back to every setting found.
    package func resolved(_ key: String, for target: XcodeTargets.Target) -> [ResolvedSetting]? {
        guard !target.configurations.isEmpty else { return nil }
        let ownProject = settings(key).filter { setting in setting.file == target.configurations[0].projectFile }
        if ownProject.contains(where: { $0.object == nil }) { return nil }
        var found: [ResolvedSetting] = []
        for configuration in target.configurations {
            let project = target.projectConfigurations.first { $0.name == configuration.name }
            let levels: [(setting: BuildSetting?, level: String)] = [
                (ownProject.last { $0.object == configuration.id }, "target '\(target.name)'"),
                (
                    configuration.baseFile.flatMap {
                        Self.xcconfigSetting(key, in: $0, settings: xcconfigSettings, includes: xcconfigIncludes)
                    }, "the xcconfig of target '\(target.name)'"
                ),
                (project.flatMap { project in ownProject.last { $0.object == project.id } }, "the project"),
                (
                    project?.baseFile.flatMap { Self.xcconfigSetting(key, in: $0, settings: xcconfigSettings, includes: xcconfigIncludes) },
                    "the project's xcconfig"
                ),
            ]
            if let decided = levels.first(where: { $0.setting != nil }), let setting = decided.setting {
                found.append(ResolvedSetting(configuration: configuration.name, setting: setting, level: decided.level))
            }
        }
        return found
    }

    /// Reads and lexes `paths` one file at a time, within `budget` (bytes and tokens), handing each
    /// file to `read` with the token limit it was lexed with: once the budget is spent, the rest
    /// are left out (counted in the budget) rather than read.
    private static func readSources(
        _ paths: [String], folder: GivenFolder, budget: inout ReadBudget, problems: inout [String],
        _ read: (_ source: SwiftSource, _ maxTokens: Int) -> Void
    ) {
        for path in paths {
            guard budget.tokensLeft > 0 else {
                budget.leaveOut(folder.path + "/" + path, relative: path)
                continue
            }
            guard let bytes = contents(folder, path, budget: &budget, problems: &problems) else { continue }
            guard String(validating: bytes, as: UTF8.self) != nil else {
                problems.append("\(path): not UTF-8 text; not read")
                continue
            }
            let maxTokens = budget.tokensLeft
            let source = SwiftSource(path: path, bytes: bytes, maxTokens: maxTokens)
            budget.spend(tokens: source.tokens.count)
            if source.isCut {
                problems.append(
                    "\(path): read up to line \(source.tokens.last?.line ?? 0) only: the project's Swift sources hold more than \(budget.totalTokens) tokens"
                )
            }
            read(source, maxTokens)
        }
    }

    /// The bytes of `path` in the folder given (a regular file inside it, at most
    /// `ReadBudget.maxFileBytes` and what is left of the project's total), or nil with a problem
    /// line (or counted as left out). Every file of the project is read here or through `folder`.
    private static func contents(_ folder: GivenFolder, _ path: String, budget: inout ReadBudget, problems: inout [String]) -> [UInt8]? {
        let full = folder.path + "/" + path
        let limit = min(ReadBudget.maxFileBytes, budget.bytesLeft)
        do {
            let bytes = try folder.read(path, limit: limit)
            budget.spend(bytes: bytes.count)
            return bytes
        } catch {
            if error.tooLarge && limit < ReadBudget.maxFileBytes {
                // Within the per-file bound but past what is left of the project's: left out, said once for all.
                budget.leaveOut(full, relative: path)
            } else {
                problems.append("\(path): \(error.reason)")
            }
            return nil
        }
    }

    /// Whether `bytes` holds `needle` (linear in practice: the needle starts with a quote).
    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    // MARK: - Questions the rules ask

    /// The Info.plist files that may be the iOS app's own (not a watch app's, an extension's, a test
    /// bundle's or a Mac app's). A plist whose keys look like a Mac app's (`LSMinimumSystemVersion`,
    /// no `UI…` key) is the iOS app's all the same when an application target building for iOS names
    /// it (`INFOPLIST_FILE`): a multiplatform target, whose UIKit keys come from its build settings.
    package var appPlists: [InfoPlist] {
        let namedByIOSApp = Set(applicationTargets.filter { !$0.isOtherPlatform }.flatMap(\.infoPlists))
        return plists.filter { $0.otherBundle == nil || ($0.otherBundle == "a Mac app" && namedByIOSApp.contains($0.path)) }
    }

    /// The application target compiling `path`, when exactly one does and it names its Info.plist.
    package func applicationTarget(of path: String) -> XcodeTargets.Target? {
        let holding = applicationTargets.filter { $0.contains(path) && !$0.infoPlists.isEmpty }
        return holding.count == 1 ? holding[0] : nil
    }

    /// The source files the rules read, for their messages: `12 Swift file(s)`, and the
    /// Objective-C files read because they create a session.
    package var sourcesRead: String {
        let objectiveC = sources.indices.filter { SwiftSource.isObjectiveC(sources.path($0)) }.count
        return "\(sources.count - objectiveC) Swift file(s)"
            + (objectiveC == 0 ? "" : " and \(objectiveC) Objective-C file(s) creating a session")
    }

    /// Every build setting named `key`.
    package func settings(_ key: String) -> [BuildSetting] { settingsByKey[key] ?? [] }

    /// `$(NAME)` and `${NAME}` in `value` replaced from the build settings: every distinct result
    /// (several when configurations disagree); `value` itself when it names nothing known.
    package func expand(_ value: String) -> [String] {
        var undefined: [String] = []
        return expand(value, undefined: &undefined)
    }

    /// As `expand(_:)`, with the names no build setting defines in `undefined`.
    package func expand(_ value: String, undefined: inout [String]) -> [String] {
        guard value.contains("$(") || value.contains("${") else { return [value] }
        var results: [String] = [value]
        for _ in 0..<4 {
            var next: [String] = []
            for text in results {
                guard let (range, name) = Self.firstVariable(text) else {
                    next.append(text)
                    continue
                }
                let base = name.split(separator: ":").first.map(String.init) ?? name
                // A value longer than a scheme could be, or past the first few distinct ones, is not
                // followed: a hostile project must not multiply the results.
                let values = Set(settings(base).map(\.value).filter { $0.utf8.count <= Self.maxExpandedValue }).sorted().prefix(
                    Self.maxExpansions)
                if values.isEmpty {
                    if !undefined.contains(base) { undefined.append(base) }
                    next.append(text.replacingCharacters(in: range, with: ""))
                    continue
                }
                for value in values { next.append(text.replacingCharacters(in: range, with: value)) }
            }
            results = Array(Array(Set(next)).sorted().prefix(Self.maxExpansions))
        }
        return results
    }

    static let maxExpansions = 32
    static let maxExpandedValue = 1024

    private static func firstVariable(_ text: String) -> (Range<String.Index>, String)? {
        for (open, close) in [("$(", ")"), ("${", "}")] {
            if let start = text.firstRange(of: open), let end = text[start.upperBound...].firstIndex(of: Character(close)) {
                return (start.lowerBound..<text.index(after: end), String(text[start.upperBound..<end]))
            }
        }
        return nil
    }
}

private extension String {
    func replacingCharacters(in range: Range<String.Index>, with replacement: String) -> String {
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }
}
