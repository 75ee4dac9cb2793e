/// What the kit reads of a `Package.swift` to tell whether the app compiles it: the products it
/// declares (`.library(name: "Account", …)`) and the local packages it depends on
/// (`.package(path: "../Shared")`, also with `name:`). Read from the manifest's tokens, never run.
struct PackageManifest: Sendable {
    /// The package's folder, relative to the project directory (empty for the root).
    package var folder: String
    var products: Set<String> = []
    /// Folders of the local packages it depends on, relative to the project directory.
    var localDependencies: [String] = []

    init(_ manifest: SwiftSource) {
        folder = manifest.path.split(separator: "/").dropLast().joined(separator: "/")
        let tokens = manifest.tokens
        for index in tokens.indices
        where tokens[index].kind == .identifier && manifest.token(index - 1)?.isPunctuation(".") == true
            && manifest.token(index + 1)?.isPunctuation("(") == true
        {
            let close = manifest.partner[index + 1]
            guard close > index + 1 else { continue }
            switch tokens[index].text {
            case "library", "executable":
                if let name = Self.argument("name", in: manifest, from: index + 2, to: close) { products.insert(name) }
            case "package":
                if let path = Self.argument("path", in: manifest, from: index + 2, to: close), !path.hasPrefix("/") {
                    localDependencies.append(ProjectPath.joined(folder, path))
                }
            default:
                break
            }
        }
    }

    /// The constant string passed as `label:` at the top level of the arguments `from..<to`.
    private static func argument(_ label: String, in manifest: SwiftSource, from start: Int, to end: Int) -> String? {
        var index = start
        while index < end {
            let token = manifest.tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
                let close = manifest.partner[index]
                index = close > index ? close + 1 : index + 1
                continue
            }
            if token.isIdentifier(label), manifest.token(index + 1)?.isPunctuation(":") == true,
                let value = manifest.token(index + 2)?.constantString
            {
                return value
            }
            index += 1
        }
        return nil
    }

    /// The packages the app compiles: `referenced` (the folders the projects reference as packages)
    /// and those declaring a product in `products` (local products the app targets use), then the
    /// local packages they depend on, transitively. Folders relative to the project directory.
    package static func used(_ manifests: [PackageManifest], referenced: [String], products: Set<String>) -> [String] {
        let byFolder = Dictionary(manifests.map { ($0.folder, $0) }, uniquingKeysWith: { first, _ in first })
        var kept = Set(referenced.filter { byFolder[$0] != nil })
        for manifest in manifests where !manifest.products.isDisjoint(with: products) { kept.insert(manifest.folder) }
        var pending = Array(kept)
        while let folder = pending.popLast(), kept.count < 10_000 {
            for dependency in byFolder[folder]?.localDependencies ?? [] where byFolder[dependency] != nil && !kept.contains(dependency) {
                kept.insert(dependency)
                pending.append(dependency)
            }
        }
        return kept.sorted()
    }
}
