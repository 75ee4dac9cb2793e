/// `application/x-www-form-urlencoded` bodies (WHATWG URL, "urlencoded serializing"): keys sorted
/// so the bytes are reproducible; space as `+`; everything but `A-Z a-z 0-9 * - . _` percent-encoded.
enum FormEncoding {
    package static func encode(_ fields: [String: String]) -> [UInt8] {
        Array(fields.keys.sorted().map { "\(escape($0))=\(escape(fields[$0]!))" }.joined(separator: "&").utf8)
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: " "):
                out += "+"
            default:
                let hex = Array("0123456789ABCDEF")
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0x0F)])
            }
        }
        return out
    }
}
