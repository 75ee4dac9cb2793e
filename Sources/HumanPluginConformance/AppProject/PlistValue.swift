#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A property list value as the app checks read it: strings, arrays and dictionaries, each with the
/// 1-based line it starts on (XML; 0 in a binary plist). Numbers, booleans, dates and data are
/// present but never read by the rules (`other`).
struct PlistValue: Sendable, Equatable {
    indirect enum Kind: Sendable, Equatable {
        case string(String)
        case array([PlistValue])
        /// Members in file order; a key written twice keeps its last value (as Xcode reads it).
        case dictionary([Member])
        case other
    }

    struct Member: Sendable, Equatable {
        var key: String
        /// The line of `<key>` (0 in a binary plist).
        var line: Int
        var value: PlistValue
    }

    var kind: Kind
    var line: Int = 0

    /// The value of `key` in a dictionary (the last one written); nil otherwise.
    subscript(key: String) -> PlistValue? {
        member(key)?.value
    }

    func member(_ key: String) -> Member? {
        if case .dictionary(let members) = kind { members.last { $0.key == key } } else { nil }
    }

    var string: String? { if case .string(let text) = kind { text } else { nil } }
    var array: [PlistValue] { if case .array(let items) = kind { items } else { [] } }
}

/// The bounds both property list decoders keep, whatever the file says.
enum PlistBounds {
    /// Arrays and dictionaries nested deeper than this are refused (an Info.plist nests 3 or 4 deep).
    static let maxDepth = 128
    /// Values in the whole document, counting a value shared by several references once per reference.
    static let maxValues = 200_000
}

/// Why a property list was not read: one line.
struct PlistRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    var reason: String
    var description: String { reason }
}
