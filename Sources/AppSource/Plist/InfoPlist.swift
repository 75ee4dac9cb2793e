#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the app checks read from one `Info.plist`: the URL schemes its URL types register, the
/// minimum iOS version it states, and every top-level string (for secrets), each with its line
/// when the file is XML (a binary plist has no lines: 0). Both encodings are read by the kit's own
/// bounded decoders (`XMLPlist`, `BinaryPlist`): no recursion past a fixed depth, no cycle
/// followed, time and memory linear in the file.
package struct InfoPlist: Sendable {
    package struct Entry: Sendable, Equatable {
        package var key: String
        package var value: String
        package var line: Int
    }

    package let path: String
    let isBinary: Bool
    /// `CFBundleURLTypes[*].CFBundleURLSchemes[*]`, as written (may hold `$(VAR)`).
    package let urlSchemes: [Entry]
    package let minimumOSVersion: Entry?
    package let strings: [Entry]
    /// Why this Info.plist is not the iOS app's own (a watch app, an app extension, a test bundle,
    /// a Mac app), from its keys; nil when it may be the app's.
    package let otherBundle: String?

    /// Reads `bytes` (the file at `path`); throws a one-line reason when it is not a property list.
    package init(path: String, bytes: [UInt8]) throws(AppProjectProblem) {
        self.path = path
        isBinary = bytes.starts(with: Array("bplist".utf8))
        let root: PlistValue
        do {
            root = isBinary ? try BinaryPlist.decode(bytes) : try XMLPlist.decode(bytes)
        } catch {
            throw AppProjectProblem(path: path, problem: "not read as a property list: \(error.reason)")
        }
        guard case .dictionary(let members) = root.kind else {
            throw AppProjectProblem(path: path, problem: "not an Info.plist: the top level is not a dictionary")
        }
        var schemes: [Entry] = []
        for type in root["CFBundleURLTypes"]?.array ?? [] {
            for scheme in type["CFBundleURLSchemes"]?.array ?? [] {
                guard let text = scheme.string else { continue }
                schemes.append(Entry(key: "CFBundleURLSchemes", value: text, line: scheme.line))
            }
        }
        urlSchemes = schemes
        minimumOSVersion = root.member("MinimumOSVersion").flatMap { member in
            member.value.string.map { Entry(key: "MinimumOSVersion", value: $0, line: member.line) }
        }
        otherBundle = Self.otherBundle(root)
        // One entry per key (the last one written), sorted by key.
        var last: [String: PlistValue.Member] = [:]
        for member in members { last[member.key] = member }
        strings = last.keys.sorted().compactMap { key in
            last[key].flatMap { member in member.value.string.map { Entry(key: key, value: $0, line: member.line) } }
        }
    }
}

extension InfoPlist {
    private static func otherBundle(_ root: PlistValue) -> String? {
        if root["WKApplication"] != nil || root["WKWatchKitApp"] != nil || root["WKCompanionAppBundleIdentifier"] != nil {
            return "a watch app"
        }
        if root["NSExtension"] != nil || root["EXAppExtensionAttributes"] != nil { return "an app extension" }
        switch root["CFBundlePackageType"]?.string {
        case "BNDL": return "a test or resource bundle"
        case "FMWK": return "a framework"
        case "XPC!": return "an XPC service"
        default: break
        }
        // A Mac app's minimum macOS; a Mac Catalyst app may carry one too, beside its UIKit keys: it is the iOS app.
        if root["LSMinimumSystemVersion"] != nil && !isUIKit(root) { return "a Mac app" }
        return nil
    }

    /// Whether the plist names UIKit settings (`UI…` keys, `LSRequiresIPhoneOS`): an iOS app's, Mac Catalyst included.
    static func isUIKit(_ root: PlistValue) -> Bool {
        guard case .dictionary(let members) = root.kind else { return false }
        return members.contains { $0.key.hasPrefix("UI") || $0.key == "LSRequiresIPhoneOS" }
    }
}

/// A file of the app project that could not be read: one line naming it and why.
public struct AppProjectProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var problem: String

    public var description: String { "\(path): \(problem)" }
}

extension InfoPlist {
    /// The Info.plist keys a project generator declares inline (Tuist's `Project.swift`, XcodeGen's
    /// `project.yml`): its URL schemes, placed at `path`.
    package init(generatedAt path: String, urlSchemes: [Entry]) {
        self.path = path
        isBinary = false
        self.urlSchemes = urlSchemes
        minimumOSVersion = nil
        strings = []
        otherBundle = nil
    }
}
