#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds a key that one JSON object holds twice. RFC 8259 leaves such an object's meaning to the
/// reader: the kit's decoder keeps the first value, `jq` and Python the last, so a file that says
/// two things is refused rather than read one way.
package enum JSONDuplicateKeys {
    /// The dotted path (`start.headers.Authorization`; array items by index) of the first key an
    /// object of `bytes` holds twice, or nil. `bytes` is valid JSON (checked before).
    package static func first(in bytes: [UInt8]) -> String? {
        var stack: [Frame] = []
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                guard end < bytes.count else { return nil }
                if let top = stack.indices.last, stack[top].isObject, stack[top].expectingKey {
                    let token = bytes[index...end]
                    let plain = String(decoding: token.dropFirst().dropLast(), as: UTF8.self)
                    // Only a key holding an escape (`\u0065`) needs decoding to compare with the others.
                    let key =
                        token.contains(UInt8(ascii: "\\")) ? (try? JSONDecoder().decode(String.self, from: Data(token))) ?? plain : plain
                    // In place: a copy of the frame would copy its key set at every key (quadratic in an object's keys).
                    if !stack[top].keys.insert(key).inserted {
                        return stack[top].path.isEmpty ? key : "\(stack[top].path).\(key)"
                    }
                    stack[top].key = key
                    stack[top].expectingKey = false
                }
                index = end + 1
                continue
            case UInt8(ascii: "{"):
                stack.append(Frame(isObject: true, path: childPath(stack)))
            case UInt8(ascii: "["):
                stack.append(Frame(isObject: false, path: childPath(stack)))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
            case UInt8(ascii: ","):
                if stack.last?.isObject == true {
                    stack[stack.count - 1].expectingKey = true
                } else if !stack.isEmpty {
                    stack[stack.count - 1].item += 1
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    private struct Frame {
        var isObject: Bool
        var path: String
        var keys: Set<String> = []
        var expectingKey: Bool
        var key: String?
        var item = 0

        init(isObject: Bool, path: String) {
            self.isObject = isObject
            self.path = path
            self.expectingKey = isObject
        }
    }

    /// The path of the value that starts now, inside the innermost open object or array.
    private static func childPath(_ stack: [Frame]) -> String {
        guard let top = stack.last else { return "" }
        let part = top.isObject ? (top.key ?? "?") : String(top.item)
        return top.path.isEmpty ? part : "\(top.path).\(part)"
    }
}
