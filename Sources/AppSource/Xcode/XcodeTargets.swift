/// Which files belong to the iOS application target of a `project.pbxproj`: the Swift files of its
/// sources build phase (`PBXSourcesBuildPhase` → `PBXBuildFile` → `PBXFileReference`, paths resolved
/// through the `PBXGroup` parents and each `sourceTree`), the folders of its Xcode 16
/// `PBXFileSystemSynchronizedRootGroup`s less the exception sets naming this target, the same for
/// the framework and library targets it depends on or links (its frameworks phase naming their
/// product), the local Swift packages of the project and the local package products it uses, and
/// the Info.plist its build configurations name (`INFOPLIST_FILE`). Paths are relative to the
/// directory app-check was given.
package struct XcodeTargets: Sendable {
    /// Whether a run script may write the app's URL types at build time: it names them, or it
    /// replaces an Info.plist wholesale (copies, moves or rewrites one). A script that only bumps
    /// `CFBundleVersion` with PlistBuddy does neither.
    static func mayWriteURLTypes(_ script: String) -> Bool {
        if script.contains("CFBundleURL") { return true }
        guard script.contains("Info.plist") || script.contains("INFOPLIST_FILE") else { return false }
        return ["cp ", "mv ", "ditto ", "envsubst", "sed ", "plutil -replace", "plutil -insert", "plutil -convert"].contains {
            script.contains($0)
        }
    }

    /// One `XCBuildConfiguration`: its name (`Debug`), object id, the `.xcconfig` it is based on,
    /// and the project file that holds it.
    package struct BuildConfiguration: Sendable, Equatable {
        package var name: String
        package var id: String
        package var baseFile: String?
        package var projectFile: String
    }

    package struct Target: Sendable {
        package var name: String
        package var productType: String
        /// Swift files of its sources phase.
        package var swift: Set<String> = []
        /// Objective-C files (`.m`, `.mm`) of its sources phase: read for the sessions they create.
        package var objectiveC: Set<String> = []
        /// Synchronized folders, each with the paths (relative to the folder) it leaves out of this target.
        package var folders: [(path: String, exceptions: Set<String>)] = []
        package var infoPlists: [String] = []
        /// Products of local Swift packages it uses (`XCSwiftPackageProductDependency` with no remote package).
        package var localProducts: Set<String> = []
        /// Code it links that the kit does not read: products of remote Swift packages
        /// (`XCRemoteSwiftPackageReference`) and frameworks or libraries no target here builds and
        /// the SDK does not hold (a vendored `.xcframework`, a Carthage build), one line each.
        package var unreadCode: [String] = []
        /// Its run-script phases that may write the URL types at build time (`mayWriteURLTypes`):
        /// then the Info.plist the kit reads may not be the one that ships.
        package var plistScripts: [String] = []
        /// The `.xcconfig` files (`baseConfigurationReference`) of its build configurations that
        /// name no `INFOPLIST_FILE` themselves: their `INFOPLIST_FILE`, if any, is the target's.
        package var configurationFiles: [String] = []
        /// The SDK its build configurations (or, where they name none, the project's) build for
        /// (`SDKROOT`: `iphoneos`, `macosx`, `watchos`, …), and the platforms it supports.
        package var sdk: String?
        package var supportedPlatforms: [String] = []
        /// Its build configurations, and the project's (the level under the target's): what a
        /// setting resolves to is read from them as Xcode reads it (`AppProject.resolved`).
        package var configurations: [BuildConfiguration] = []
        package var projectConfigurations: [BuildConfiguration] = []

        /// Whether it builds for a platform other than iOS only: a Mac app beside the iOS app, a
        /// watchOS or tvOS app. Its files are not the iOS app's.
        package var isOtherPlatform: Bool {
            guard let sdk, !sdk.hasPrefix("iphone"), !sdk.contains("$") else { return false }
            return !supportedPlatforms.contains { $0.hasPrefix("iphone") }
        }

        /// Whether `path` (a file, relative to the root) is compiled into this target.
        package func contains(_ path: String) -> Bool {
            if swift.contains(path) || objectiveC.contains(path) { return true }
            for folder in folders where path.hasPrefix(folder.path + "/") || folder.path.isEmpty {
                let inner = folder.path.isEmpty ? path : String(path.dropFirst(folder.path.count + 1))
                if !folder.exceptions.contains(inner) { return true }
            }
            return false
        }

        /// `unit-test bundle`, `app-extension`, … for the "not the app" lines.
        package var kind: String {
            let short = productType.replacing("com.apple.product-type.", with: "")
            let platform = isOtherPlatform ? ", \(sdk ?? "")" : ""
            return (short.isEmpty ? "no product type" : short) + platform
        }
    }

    /// The project file read (relative path).
    package var project: String
    /// The project's folder (`SRCROOT`, the folder holding the `.xcodeproj`, moved by `projectDirPath`),
    /// relative to the directory app-check was given; `""` for that directory itself.
    var sourceRoot: String = ""
    /// The application targets and what they compile (their framework and library dependencies merged in).
    var applications: [Target] = []
    /// Every other native target, for the "not the app" lines.
    package var others: [Target] = []
    /// Framework and library targets by the file name of their product (`CaptureKit.framework`),
    /// with what they compile: an application target of another project of the folder (a workspace)
    /// that links that product compiles them in.
    var products: [String: Target] = [:]
    /// The products the application targets link that no target of this project builds
    /// (`CaptureKit.framework` of a second project joined by a workspace), by file name.
    var externalLinks: Set<String> = []
    /// Folders the project references as folders or packages (`lastKnownFileType = folder` or
    /// `wrapper`, `XCLocalSwiftPackageReference`): a local Swift package when it holds a Package.swift.
    var packageFolders: [String] = []

    package static let application = "com.apple.product-type.application"
    package static let linked: Set<String> = [
        "com.apple.product-type.framework", "com.apple.product-type.library.static",
        "com.apple.product-type.library.dynamic", "com.apple.product-type.framework.static",
    ]

    /// Reads `bytes`, the `project.pbxproj` at `path`; throws a one-line reason when it is not an old-style plist with `objects`.
    package init(path: String, bytes: [UInt8]) throws(PlistRefusal) {
        project = path
        let root = try OpenStepPlist.decode(bytes)
        guard case .dictionary(let list)? = root["objects"]?.kind else { throw PlistRefusal(reason: "no objects dictionary") }
        var objects: [String: PlistValue] = [:]
        for member in list { objects[member.key] = member.value }
        let graph = Graph(
            objects: objects, projectDirectory: path.split(separator: "/").dropLast(2).joined(separator: "/"),
            rootObject: root["rootObject"]?.string, file: path)
        sourceRoot = graph.projectDirectory
        let targets = list.filter { $0.value["isa"]?.string == "PBXNativeTarget" }
        var appIDs = targets.filter { $0.value["productType"]?.string == Self.application }.map(\.key)
        // A Mac, watchOS or tvOS app beside the iOS app is not judged against the iOS rules (when
        // every application target is such, they stay: the folder is judged as it is).
        let otherPlatform = appIDs.filter { graph.target($0, following: false).isOtherPlatform }
        if otherPlatform.count < appIDs.count { appIDs.removeAll { otherPlatform.contains($0) } }
        // A framework the app compiles in is the app's code, not "not the app".
        let linked = Set(graph.linkedTargets(of: appIDs))
        applications = appIDs.map { graph.target($0, following: true) }
        others = targets.filter { !appIDs.contains($0.key) && !linked.contains($0.key) }.map { graph.target($0.key, following: false) }
        packageFolders = graph.packageFolders()
        for member in targets where XcodeTargets.linked.contains(member.value["productType"]?.string ?? "") {
            guard let product = member.value["productReference"]?.string.flatMap({ objects[$0]?["path"]?.string }) else { continue }
            products[product.split(separator: "/").last.map(String.init) ?? product] = graph.target(member.key, following: true)
        }
        externalLinks = Set(appIDs.flatMap { graph.externalLinks(of: $0) })
    }

    /// Whether `path` is compiled into an application target.
    func isApp(_ path: String) -> Bool { applications.contains { $0.contains(path) } }

    /// The application targets' `INFOPLIST_FILE` taken from their `.xcconfig` files, where their
    /// build configurations name none: `value(xcconfig)` gives the setting an xcconfig (or a file it
    /// includes) holds. Xcode resolves the path against `SRCROOT`, wherever the xcconfig lives.
    mutating func followConfigurationFiles(_ value: (String) -> String?) {
        for index in applications.indices {
            for file in applications[index].configurationFiles {
                guard let named = value(file), !named.isEmpty else { continue }
                let plist = Self.infoPlistPath(named, sourceRoot: sourceRoot, target: applications[index].name)
                if !applications[index].infoPlists.contains(plist) { applications[index].infoPlists.append(plist) }
            }
        }
    }

    /// An `INFOPLIST_FILE` value as a path relative to the directory app-check was given: relative
    /// to `sourceRoot`, less a leading `$(SRCROOT)/` or `$(PROJECT_DIR)/`, `$(TARGET_NAME)` replaced.
    static func infoPlistPath(_ value: String, sourceRoot: String, target: String) -> String {
        var named = value
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where named.hasPrefix(prefix) {
            named.removeFirst(prefix.count)
        }
        for variable in ["$(TARGET_NAME)", "${TARGET_NAME}"] where !target.isEmpty { named = named.replacing(variable, with: target) }
        return Graph.join(sourceRoot, named)
    }

    /// The objects of one project, and how to resolve their paths.
    private struct Graph {
        package var objects: [String: PlistValue]
        package var projectDirectory: String
        package var parents: [String: String] = [:]
        package var mainGroup: String?
        /// (synchronized folder, exception set) pairs.
        package var exceptionSets: [(group: String, set: String)] = []
        /// The target building each product file (`productReference`).
        package var producers: [String: String] = [:]
        package var rootObject: String?
        /// The `project.pbxproj` the objects come from.
        package var file = ""

        package init(objects: [String: PlistValue], projectDirectory: String, rootObject: String?, file: String = "") {
            self.objects = objects
            self.file = file
            self.rootObject = rootObject
            var directory = projectDirectory
            if let rootObject, let project = objects[rootObject] {
                mainGroup = project["mainGroup"]?.string
                if let dir = project["projectDirPath"]?.string, !dir.isEmpty, !dir.hasPrefix("/") { directory = Self.join(directory, dir) }
            }
            self.projectDirectory = directory
            for (id, object) in objects {
                for child in object["children"]?.array ?? [] {
                    if let child = child.string { parents[child] = id }
                }
                for set in object["exceptions"]?.array ?? [] {
                    if let set = set.string { exceptionSets.append((id, set)) }
                }
                if object["isa"]?.string == "PBXNativeTarget", let product = object["productReference"]?.string { producers[product] = id }
            }
        }

        /// The path of file or group `id` relative to the root; nil outside it or not from the source tree.
        package func path(_ id: String, depth: Int = 0) -> String? {
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object["path"]?.string ?? ""
            switch object["sourceTree"]?.string ?? "<group>" {
            case "SOURCE_ROOT":
                return Self.join(projectDirectory, own)
            case "<group>":
                if let parent = parents[id] {
                    guard let base = path(parent, depth: depth + 1) else { return nil }
                    return Self.join(base, own)
                }
                return Self.join(projectDirectory, own)
            default:
                // `<absolute>`, `BUILT_PRODUCTS_DIR`, `SDKROOT`, …: not a file of this tree.
                return nil
            }
        }

        package func target(_ id: String, following: Bool) -> Target {
            var ids = [id]
            if following { ids += linkedTargets(of: [id]) }
            let object = objects[id]
            var target = Target(name: object?["name"]?.string ?? id, productType: object?["productType"]?.string ?? "")
            for member in ids {
                guard let object = objects[member] else { continue }
                for dependency in object["packageProductDependencies"]?.array ?? [] {
                    guard let dependency = dependency.string.flatMap({ objects[$0] }), let product = dependency["productName"]?.string
                    else { continue }
                    // No `package`, or an `XCLocalSwiftPackageReference`: a package in the project's folders.
                    let package = dependency["package"]?.string.flatMap { objects[$0] }
                    if package == nil || package?["isa"]?.string == "XCLocalSwiftPackageReference" {
                        target.localProducts.insert(product)
                    } else {
                        let url = package?["repositoryURL"]?.string.map { " (\($0))" } ?? ""
                        let line = "Swift package product \(product)\(url)"
                        if !target.unreadCode.contains(line) { target.unreadCode.append(line) }
                    }
                }
                for phase in object["buildPhases"]?.array ?? [] {
                    guard let phase = phase.string.flatMap({ objects[$0] }) else { continue }
                    switch phase["isa"]?.string {
                    case "PBXFrameworksBuildPhase":
                        for file in phase["files"]?.array ?? [] {
                            guard let reference = file.string.flatMap({ objects[$0] })?["fileRef"]?.string, producers[reference] == nil,
                                let object = objects[reference], let path = object["path"]?.string,
                                !["SDKROOT", "DEVELOPER_DIR"].contains(object["sourceTree"]?.string ?? ""),
                                !path.hasPrefix("System/Library/"), !path.hasPrefix("usr/lib/")
                            else { continue }
                            let line = "framework \(path.split(separator: "/").last.map(String.init) ?? path)"
                            if !target.unreadCode.contains(line) { target.unreadCode.append(line) }
                        }
                    case "PBXShellScriptBuildPhase":
                        let script = phase["shellScript"]?.string ?? ""
                        if XcodeTargets.mayWriteURLTypes(script) {
                            let name = phase["name"]?.string ?? "Run Script"
                            if !target.plistScripts.contains(name) { target.plistScripts.append(name) }
                        }
                    case "PBXSourcesBuildPhase":
                        for file in phase["files"]?.array ?? [] {
                            guard let reference = file.string.flatMap({ objects[$0] })?["fileRef"]?.string,
                                let path = path(reference)
                            else { continue }
                            if path.hasSuffix(".swift") {
                                target.swift.insert(path)
                            } else if path.hasSuffix(".m") || path.hasSuffix(".mm") {
                                target.objectiveC.insert(path)
                            }
                        }
                    default:
                        continue
                    }
                }
                for group in object["fileSystemSynchronizedGroups"]?.array ?? [] {
                    guard let group = group.string, let path = path(group) else { continue }
                    var exceptions: Set<String> = []
                    for exception in objects[group]?["exceptions"]?.array ?? [] {
                        guard let set = exception.string.flatMap({ objects[$0] }), set["target"]?.string == member else { continue }
                        for item in set["membershipExceptions"]?.array ?? [] { if let item = item.string { exceptions.insert(item) } }
                    }
                    target.folders.append((path, exceptions))
                }
                // An exception set naming this target on a folder it does not own adds those files to it.
                let owned = Set((object["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string))
                for (group, set) in exceptionSets where !owned.contains(group) && objects[set]?["target"]?.string == member {
                    guard let folder = path(group) else { continue }
                    for item in objects[set]?["membershipExceptions"]?.array ?? [] {
                        if let item = item.string, item.hasSuffix(".swift") { target.swift.insert(Self.join(folder, item)) }
                    }
                }
                if member == id {
                    (target.sdk, target.supportedPlatforms) = platform(of: object)
                    target.configurations = configurations(object["buildConfigurationList"]?.string)
                    target.projectConfigurations = configurations(rootObject.flatMap { objects[$0] }?["buildConfigurationList"]?.string)
                    for configuration in objects[object["buildConfigurationList"]?.string ?? ""]?["buildConfigurations"]?.array ?? [] {
                        guard let configuration = configuration.string.flatMap({ objects[$0] }) else { continue }
                        // Set in the project (even to ""), it overrides the xcconfig's; else the xcconfig's counts.
                        guard let named = configuration["buildSettings"]?["INFOPLIST_FILE"]?.string else {
                            if let file = baseFile(of: configuration), !target.configurationFiles.contains(file) {
                                target.configurationFiles.append(file)
                            }
                            continue
                        }
                        guard !named.isEmpty else { continue }
                        let plist = XcodeTargets.infoPlistPath(named, sourceRoot: projectDirectory, target: target.name)
                        if !target.infoPlists.contains(plist) { target.infoPlists.append(plist) }
                    }
                }
            }
            return target
        }

        /// The build configurations of configuration list `list`.
        func configurations(_ list: String?) -> [BuildConfiguration] {
            (objects[list ?? ""]?["buildConfigurations"]?.array ?? []).compactMap { item in
                guard let id = item.string, let object = objects[id] else { return nil }
                return BuildConfiguration(name: object["name"]?.string ?? id, id: id, baseFile: baseFile(of: object), projectFile: file)
            }
        }

        /// The `.xcconfig` a build configuration is based on: `baseConfigurationReference` (a file
        /// reference), or, as Xcode 16 writes it for a file in a synchronized folder,
        /// `baseConfigurationReferenceAnchor` (the folder) with `baseConfigurationReferenceRelativePath`.
        func baseFile(of configuration: PlistValue) -> String? {
            if let reference = configuration["baseConfigurationReference"]?.string { return path(reference) }
            guard let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
                let relative = configuration["baseConfigurationReferenceRelativePath"]?.string, let folder = path(anchor)
            else { return nil }
            return Self.join(folder, relative)
        }

        /// `SDKROOT` and `SUPPORTED_PLATFORMS` of a target's build configurations, else of the project's.
        func platform(of target: PlistValue) -> (sdk: String?, supported: [String]) {
            func read(_ list: String?) -> (sdk: String?, supported: [String]) {
                var sdk: String?
                var supported: [String] = []
                for configuration in objects[list ?? ""]?["buildConfigurations"]?.array ?? [] {
                    guard let settings = configuration.string.flatMap({ objects[$0] })?["buildSettings"] else { continue }
                    if sdk == nil { sdk = settings["SDKROOT"]?.string }
                    if let platforms = settings["SUPPORTED_PLATFORMS"]?.string {
                        supported += platforms.split(separator: " ").map(String.init).filter { !supported.contains($0) }
                    }
                }
                return (sdk, supported)
            }
            let own = read(target["buildConfigurationList"]?.string)
            let project = read(rootObject.flatMap { objects[$0] }?["buildConfigurationList"]?.string)
            return (own.sdk ?? project.sdk, own.supported.isEmpty ? project.supported : own.supported)
        }

        /// The framework and library targets `ids` depend on (`dependencies`) or link (a frameworks
        /// phase naming their `productReference`, an implicit dependency), transitively (by id).
        package func linkedTargets(of ids: [String]) -> [String] {
            var found: [String] = []
            var pending = ids
            var seen = Set(ids)
            while let id = pending.popLast(), seen.count < 10_000 {
                var candidates = (objects[id]?["dependencies"]?.array ?? []).compactMap {
                    $0.string.flatMap({ objects[$0] })?["target"]?.string
                }
                for phase in objects[id]?["buildPhases"]?.array ?? [] {
                    guard let phase = phase.string.flatMap({ objects[$0] }), phase["isa"]?.string == "PBXFrameworksBuildPhase" else {
                        continue
                    }
                    candidates += (phase["files"]?.array ?? []).compactMap {
                        $0.string.flatMap({ objects[$0] })?["fileRef"]?.string.flatMap { producers[$0] }
                    }
                }
                for target in candidates {
                    guard !seen.contains(target), let type = objects[target]?["productType"]?.string, XcodeTargets.linked.contains(type)
                    else { continue }
                    seen.insert(target)
                    found.append(target)
                    pending.append(target)
                }
            }
            return found
        }

        /// File names of what `id`'s frameworks phase links that no target here builds.
        package func externalLinks(of id: String) -> [String] {
            var names: [String] = []
            for phase in objects[id]?["buildPhases"]?.array ?? [] {
                guard let phase = phase.string.flatMap({ objects[$0] }), phase["isa"]?.string == "PBXFrameworksBuildPhase" else {
                    continue
                }
                for file in phase["files"]?.array ?? [] {
                    guard let reference = file.string.flatMap({ objects[$0] })?["fileRef"]?.string, producers[reference] == nil,
                        let path = objects[reference]?["path"]?.string
                    else { continue }
                    names.append(path.split(separator: "/").last.map(String.init) ?? path)
                }
            }
            return names
        }

        package func packageFolders() -> [String] {
            var folders: [String] = []
            for (id, object) in objects {
                switch object["isa"]?.string {
                case "PBXFileReference":
                    let type = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string ?? ""
                    if type == "folder" || type == "wrapper", let path = path(id) { folders.append(path) }
                case "XCLocalSwiftPackageReference":
                    if let relative = object["relativePath"]?.string, !relative.hasPrefix("/") {
                        folders.append(Self.join(projectDirectory, relative))
                    }
                default:
                    break
                }
            }
            return folders.sorted()
        }

        package static func join(_ base: String, _ relative: String) -> String { ProjectPath.joined(base, relative) }
    }
}
