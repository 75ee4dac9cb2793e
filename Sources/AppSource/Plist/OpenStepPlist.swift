/// The old-style (OpenStep) property list text of a `project.pbxproj`: `{ key = value; }`,
/// `( a, b, )`, quoted and bare strings, `/* … */` and `//` comments. Decoded by the kit's own
/// bounded reader into `PlistValue`s (strings, arrays, dictionaries, with lines): no recursion past
/// `PlistBounds.maxDepth`, at most `PlistBounds.maxValues` values, time linear in the file.
enum OpenStepPlist {
    package static func decode(_ bytes: [UInt8]) throws(PlistRefusal) -> PlistValue {
        var reader = Reader(bytes: bytes)
        reader.skipBlank()
        let value = try reader.value(depth: 0)
        return value
    }

    private struct Reader {
        package let bytes: [UInt8]
        package var index = 0
        package var line = 1
        package var values = 0

        package init(bytes: [UInt8]) { self.bytes = bytes }

        package mutating func value(depth: Int) throws(PlistRefusal) -> PlistValue {
            guard depth < PlistBounds.maxDepth else {
                throw PlistRefusal(reason: "nested deeper than \(PlistBounds.maxDepth) at line \(line)")
            }
            values += 1
            guard values <= PlistBounds.maxValues else { throw PlistRefusal(reason: "more than \(PlistBounds.maxValues) values") }
            skipBlank()
            guard index < bytes.count else { throw PlistRefusal(reason: "ends where a value was expected (line \(line))") }
            let start = line
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [PlistValue.Member] = []
                while true {
                    skipBlank()
                    guard index < bytes.count else { throw PlistRefusal(reason: "a dictionary opened at line \(start) is not closed") }
                    if bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        break
                    }
                    let keyLine = line
                    guard let key = try string() else { throw PlistRefusal(reason: "a key was expected at line \(line)") }
                    skipBlank()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                        throw PlistRefusal(reason: "'=' was expected after '\(key.prefix(40))' at line \(line)")
                    }
                    index += 1
                    let member = try value(depth: depth + 1)
                    skipBlank()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                        throw PlistRefusal(reason: "';' was expected at line \(line)")
                    }
                    index += 1
                    members.append(PlistValue.Member(key: key, line: keyLine, value: member))
                }
                return PlistValue(kind: .dictionary(members), line: start)
            case UInt8(ascii: "("):
                index += 1
                var items: [PlistValue] = []
                while true {
                    skipBlank()
                    guard index < bytes.count else { throw PlistRefusal(reason: "an array opened at line \(start) is not closed") }
                    if bytes[index] == UInt8(ascii: ")") {
                        index += 1
                        break
                    }
                    items.append(try value(depth: depth + 1))
                    skipBlank()
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ")") else {
                        throw PlistRefusal(reason: "',' or ')' was expected at line \(line)")
                    }
                }
                return PlistValue(kind: .array(items), line: start)
            default:
                guard let text = try string() else {
                    throw PlistRefusal(reason: "unexpected '\(Character(Unicode.Scalar(bytes[index])))' at line \(line)")
                }
                return PlistValue(kind: .string(text), line: start)
            }
        }

        /// A quoted string (with `\"`, `\\`, `\n`, `\t` escapes) or a bare one (letters, digits, `_$/:.-+`).
        package mutating func string() throws(PlistRefusal) -> String? {
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "\"") {
                let start = line
                index += 1
                var text: [UInt8] = []
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    var byte = bytes[index]
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        index += 1
                        switch bytes[index] {
                        case UInt8(ascii: "n"): byte = UInt8(ascii: "\n")
                        case UInt8(ascii: "t"): byte = UInt8(ascii: "\t")
                        default: byte = bytes[index]
                        }
                    }
                    text.append(byte)
                    index += 1
                }
                guard index < bytes.count else { throw PlistRefusal(reason: "a string opened at line \(start) is not closed") }
                index += 1
                return String(decoding: text, as: UTF8.self)
            }
            let start = index
            while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
            return start == index ? nil : String(decoding: bytes[start..<index], as: UTF8.self)
        }

        package static func isBare(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || Array("_$/:.-+".utf8).contains(byte) || byte >= 0x80
        }

        /// Blanks and comments.
        package mutating func skipBlank() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                        index += 1
                    }
                    index = min(bytes.count, index + 2)
                    continue
                }
                if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                }
                return
            }
        }
    }
}
