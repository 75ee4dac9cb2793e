#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A property list value as the app checks read it: strings, arrays and dictionaries, each with the
/// 1-based line it starts on (XML; 0 in a binary plist). Numbers, booleans, dates and data are
/// present but never read by the rules (`other`).
struct PlistValue: Sendable, Equatable {
    package indirect enum Kind: Sendable, Equatable {
        case string(String)
        case array([PlistValue])
        /// Members in file order; a key written twice keeps its last value (as Xcode reads it).
        case dictionary([Member])
        case other
    }

    struct Member: Sendable, Equatable {
        package var key: String
        /// The line of `<key>` (0 in a binary plist).
        package var line: Int
        package var value: PlistValue

        package init(key: String, line: Int, value: PlistValue) {
            self.key = key
            self.line = line
            self.value = value
        }
    }

    package var kind: Kind
    package var line: Int = 0

    /// The value of `key` in a dictionary (the last one written); nil otherwise.
    package subscript(key: String) -> PlistValue? {
        member(key)?.value
    }

    func member(_ key: String) -> Member? {
        if case .dictionary(let members) = kind { members.last { $0.key == key } } else { nil }
    }

    package var string: String? { if case .string(let text) = kind { text } else { nil } }
    package var array: [PlistValue] { if case .array(let items) = kind { items } else { [] } }

    init(kind: Kind, line: Int = 0) {
        self.kind = kind
        self.line = line
    }
}

/// The bounds both property list decoders keep, whatever the file says.
enum PlistBounds {
    /// Arrays and dictionaries nested deeper than this are refused (an Info.plist nests 3 or 4 deep).
    package static let maxDepth = 128
    /// Values in the whole document, counting a value shared by several references once per reference.
    static let maxValues = 200_000
}

/// Why a property list was not read: one line.
package struct PlistRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    package var reason: String
    package var description: String { reason }

    package init(reason: String) {
        self.reason = reason
    }
}
