#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Any property list value, decoded with FoundationEssentials' `PropertyListDecoder` (XML and
/// binary alike; no full Foundation needed).
indirect enum PlistValue: Decodable, Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case array([PlistValue])
    case dictionary([String: PlistValue])
    /// Dates and data: present, never read by the rules.
    case other

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int.self) { self = .integer(value) }
        else if let value = try? container.decode(Double.self) { self = .real(value) }
        else if let value = try? container.decode([String: PlistValue].self) { self = .dictionary(value) }
        else if let value = try? container.decode([PlistValue].self) { self = .array(value) }
        else if (try? container.decode(Date.self)) != nil || (try? container.decode(Data.self)) != nil { self = .other }
        else { throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a property list value") }
    }

    subscript(key: String) -> PlistValue? {
        if case .dictionary(let members) = self { members[key] } else { nil }
    }

    var string: String? { if case .string(let text) = self { text } else { nil } }
    var array: [PlistValue] { if case .array(let items) = self { items } else { [] } }
}

/// What the app checks read from one `Info.plist`: the URL schemes its URL types register, the
/// minimum iOS version it states, and every top-level string (for secrets), each with its line
/// when the file is XML (a binary plist has no lines: 0).
struct InfoPlist: Sendable {
    struct Entry: Sendable {
        var key: String
        var value: String
        var line: Int
    }

    let path: String
    let isBinary: Bool
    /// `CFBundleURLTypes[*].CFBundleURLSchemes[*]`, as written (may hold `$(VAR)`).
    let urlSchemes: [Entry]
    let minimumOSVersion: Entry?
    let strings: [Entry]

    /// Reads `bytes` (the file at `path`); throws a one-line reason when it is not a property list.
    init(path: String, bytes: [UInt8]) throws(AppProjectProblem) {
        self.path = path
        isBinary = bytes.starts(with: Array("bplist".utf8))
        if !isBinary, Self.nestingDepth(bytes) > Self.maxDepth {
            throw AppProjectProblem(path: path, problem: "not read: arrays and dictionaries nested deeper than \(Self.maxDepth)")
        }
        let root: PlistValue
        do {
            root = try PropertyListDecoder().decode(PlistValue.self, from: Data(bytes))
        } catch {
            throw AppProjectProblem(path: path, problem: "not a property list (XML or binary) (\(Self.reason(error)))")
        }
        guard case .dictionary(let members) = root else {
            throw AppProjectProblem(path: path, problem: "not an Info.plist: the top level is not a dictionary")
        }
        let lines = isBinary ? [] : String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let typesLine = Self.line(of: "<key>CFBundleURLTypes</key>", in: lines, from: 0)
        var schemes: [Entry] = []
        var cursor = typesLine
        for type in root["CFBundleURLTypes"]?.array ?? [] {
            for scheme in type["CFBundleURLSchemes"]?.array ?? [] {
                guard let text = scheme.string else { continue }
                let line = Self.line(of: "<string>\(Self.xmlEscaped(text))</string>", in: lines, from: cursor)
                if line > 0 { cursor = line }
                schemes.append(Entry(key: "CFBundleURLSchemes", value: text, line: line))
            }
        }
        urlSchemes = schemes
        minimumOSVersion = root["MinimumOSVersion"]?.string.map {
            Entry(key: "MinimumOSVersion", value: $0, line: Self.line(of: "<key>MinimumOSVersion</key>", in: lines, from: 0))
        }
        strings = members.keys.sorted().compactMap { key in
            members[key]?.string.map { Entry(key: key, value: $0, line: Self.line(of: "<key>\(Self.xmlEscaped(key))</key>", in: lines, from: 0)) }
        }
    }

    static let maxDepth = 128

    /// How deep `<array>` and `<dict>` elements nest in an XML plist (decoding is recursive: a
    /// hostile file must not exhaust the stack).
    static func nestingDepth(_ bytes: [UInt8]) -> Int {
        var depth = 0, deepest = 0, index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else { continue }
            let closing = bytes[index + 1] == UInt8(ascii: "/")
            let name = closing ? index + 2 : index + 1
            let isContainer = bytes[name...].starts(with: Array("array".utf8)) || bytes[name...].starts(with: Array("dict".utf8))
            guard isContainer else { continue }
            var end = name
            while end < bytes.count && bytes[end] != UInt8(ascii: ">") { end += 1 }
            if closing { depth -= 1 } else if end > 0 && end < bytes.count && bytes[end - 1] != UInt8(ascii: "/") {
                depth += 1
                deepest = max(deepest, depth)
            }
            index = end
        }
        return deepest
    }

    /// The 1-based line at or after line `from` holding `needle`; 0 when absent.
    private static func line(of needle: String, in lines: [String], from: Int) -> Int {
        var index = max(from - 1, 0)
        while index < lines.count {
            if lines[index].contains(needle) { return index + 1 }
            index += 1
        }
        return 0
    }

    private static func xmlEscaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }

    private static func reason(_ error: any Error) -> String {
        if let error = error as? DecodingError {
            switch error {
            case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context):
                let underlying = context.underlyingError.map { " \($0)" } ?? ""
                return (context.debugDescription + underlying).split(separator: "\n").first.map(String.init) ?? "unreadable"
            @unknown default:
                return "unreadable"
            }
        }
        return "unreadable"
    }
}

/// A file of the app project that could not be read: one line naming it and why.
public struct AppProjectProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var problem: String

    public var description: String { "\(path): \(problem)" }
}
