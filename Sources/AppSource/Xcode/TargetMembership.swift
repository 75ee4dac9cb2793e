/// Which of the Swift files and Info.plist files found are the iOS app's, from the Xcode projects'
/// targets (`XcodeTargets`). The app's project is the shallowest one with an application target;
/// an application project deeper down is a vendored sample or a dependency's. Without one (no
/// `.xcodeproj`, a Swift package, a library's project), the folder-name rule of `ProjectFiles`
/// stays the only one, and `lines` says so.
struct TargetMembership {
    /// The Swift files to read.
    package var swift: [String]
    /// The Objective-C files to read for sessions, told from the others as the Swift files are.
    package var objectiveC: [String]
    /// The app target's Info.plist files when its build configurations name them; nil to look by name.
    package var plists: [String]?
    /// What was left out and why, one line each (`not the app: …`).
    package var lines: [String] = []
    /// How the app's files were told from the others: the target, or the folder-name rule and why.
    package var rule: String
    /// Swift files found but not the app's, with why (`target 'Share' (app-extension)`, `in no
    /// target of the app`): not judged, but looked through for sessions the kit sets aside.
    var excluded: [(path: String, reason: String)] = []
    /// Folders the app's projects reference as local packages that lie outside the folder read
    /// (`../../SDK`): their code is the app's, and the kit cannot read it.
    package var outside: [String] = []
    /// The application targets judged, with the files they compile and the Info.plist they name.
    var applications: [XcodeTargets.Target] = []

    static let maxNamed = 5

    /// `manifests`: the project's package manifests, to tell which local packages the app uses.
    init(_ projects: [XcodeTargets], files: ProjectFiles, manifests: [PackageManifest] = []) {
        swift = files.swift
        objectiveC = files.objectiveC
        plists = nil
        rule = ""
        let withApp = projects.filter { !$0.applications.isEmpty }
        let depth: (XcodeTargets) -> Int = { $0.project.split(separator: "/").count }
        guard let appDepth = withApp.map(depth).min() else {
            let generators = files.generators.prefix(Self.maxNamed).joined(separator: ", ")
            rule =
                (files.projects.isEmpty && !files.generators.isEmpty
                    ? "no Xcode project committed (generated from \(generators)\(files.generators.count > Self.maxNamed ? ", …" : "")): the app's files are told from tests and samples by folder name only (\(ProjectFiles.notTheAppSummary))"
                    : files.projects.isEmpty
                        ? "no Xcode project: the app's files are told from tests and samples by folder name only (\(ProjectFiles.notTheAppSummary))"
                        : "no application target in \(files.projects.joined(separator: ", ")): the files are told by folder name only (\(ProjectFiles.notTheAppSummary))")
            return
        }
        let own = withApp.filter { depth($0) == appDepth }
        applications = own.flatMap(\.applications)
        for nested in withApp where depth(nested) > appDepth {
            lines.append(
                "not the app: \(nested.project) (application target \(nested.applications.map { "'\($0.name)'" }.joined(separator: ", ")) of a nested project: a vendored sample or a dependency's)"
            )
        }
        let resolved = own.flatMap(\.applications).contains { !$0.swift.isEmpty || !$0.objectiveC.isEmpty || !$0.folders.isEmpty }
        guard resolved else {
            rule =
                "the application target of \(own.map(\.project).joined(separator: ", ")) lists no Swift or Objective-C file the kit can resolve: the files are told by folder name only"
            return
        }
        outside = Array(Set(own.flatMap(\.packageFolders).filter { $0 == ".." || $0.hasPrefix("../") })).sorted()
        if !outside.isEmpty {
            lines.append(
                "not read: \(outside.count) folder(s) the app's project references outside the folder read (\(outside.prefix(Self.maxNamed).joined(separator: ", "))): give app-check the folder holding them to read them"
            )
        }
        let packages = PackageManifest.used(
            manifests, referenced: Array(Set(own.flatMap(\.packageFolders))),
            products: Set(own.flatMap(\.applications).flatMap(\.localProducts)))
        // Frameworks the app links that another project of the folder builds (a workspace's second project).
        let linkedElsewhere = Set(own.flatMap(\.externalLinks))
        let linkedFrameworks = projects.filter { project in !own.contains { $0.project == project.project } }.flatMap { project in
            project.products.filter { linkedElsewhere.contains($0.key) }.map { (name: $0.key, project: project.project, target: $0.value) }
        }
        // Each file: the app's, another target's (by target), or in no target of the app.
        func classify(_ paths: [String]) -> (kept: [String], byTarget: [String: [String]], inNoTarget: [String]) {
            var kept: [String] = []
            var byTarget: [String: [String]] = [:]
            var inNoTarget: [String] = []
            for path in paths {
                if own.contains(where: { $0.isApp(path) }) || packages.contains(where: { $0.isEmpty || path.hasPrefix($0 + "/") })
                    || linkedFrameworks.contains(where: { $0.target.contains(path) })
                {
                    kept.append(path)
                } else if let other = own.lazy.flatMap(\.others).first(where: { $0.contains(path) }) {
                    byTarget["target '\(other.name)' (\(other.kind))", default: []].append(path)
                } else {
                    inNoTarget.append(path)
                }
            }
            return (kept, byTarget, inNoTarget)
        }
        let (kept, byTarget, inNoTarget) = classify(files.swift)
        let objectiveCFiles = classify(files.objectiveC)
        swift = kept
        objectiveC = objectiveCFiles.kept
        for (target, paths) in byTarget.merging(objectiveCFiles.byTarget, uniquingKeysWith: +) { excluded += paths.map { ($0, target) } }
        excluded += (inNoTarget + objectiveCFiles.inNoTarget).map { ($0, "in no target of the app") }
        excluded.sort { $0.path < $1.path }
        rule =
            "the app's files: those of application target \(own.flatMap(\.applications).map { "'\($0.name)'" }.joined(separator: ", ")) in \(own.map(\.project).joined(separator: ", "))"
            + (linkedFrameworks.isEmpty
                ? ""
                : ", of the framework(s) it links from other projects (\(linkedFrameworks.prefix(Self.maxNamed).map { "\($0.name) of \($0.project)" }.joined(separator: ", ")))")
            + (packages.isEmpty
                ? ""
                : " and of its local package(s) \(packages.prefix(Self.maxNamed).joined(separator: ", "))\(packages.count > Self.maxNamed ? ", …" : "")")
        for (target, paths) in byTarget.sorted(by: { $0.key < $1.key }) {
            lines.append("not the app: \(target), \(paths.count) Swift file(s)")
        }
        for other in own.flatMap(\.others) where !byTarget.keys.contains(where: { $0.hasPrefix("target '\(other.name)' ") }) {
            lines.append("not the app: target '\(other.name)' (\(other.kind))")
        }
        if !inNoTarget.isEmpty {
            let folders = Array(
                Set(
                    inNoTarget.map { path -> String in
                        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
                        return folder.isEmpty ? "." : folder
                    })
            ).sorted()
            lines.append(
                "not the app: \(inNoTarget.count) Swift file(s) in no target of the app (\(folders.prefix(Self.maxNamed).joined(separator: ", "))\(folders.count > Self.maxNamed ? ", …" : ""))"
            )
        }
        let named = own.flatMap(\.applications).flatMap(\.infoPlists)
        if !named.isEmpty {
            var unique: [String] = []
            for path in named where !unique.contains(path) { unique.append(path) }
            plists = unique
            let others = files.plists.filter { !unique.contains($0) }
            if !others.isEmpty {
                lines.append(
                    "not the app: \(others.count) Info.plist file(s) of other targets (\(others.prefix(Self.maxNamed).joined(separator: ", "))\(others.count > Self.maxNamed ? ", …" : ""))"
                )
            }
        }
    }
}

extension ProjectFiles {
    static var notTheAppSummary: String { "Tests, UITests, Example, Sample, Demo…" }
}
