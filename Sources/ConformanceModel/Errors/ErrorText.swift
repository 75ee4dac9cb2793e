#if canImport(FoundationEssentials)
import FoundationEssentials
#else
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#endif

/// One line describing an error from the file system or a decoder, without the full Foundation's
/// `NSError` bridging: the POSIX reason and path of a `CocoaError`, else the error's own text.
package enum ErrorText {
    package static func describe(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError {
            var parts: [String] = []
            if let debug = cocoa.userInfo["NSDebugDescription"] as? String { parts.append(debug) }
            if let posix = cocoa.underlying as? POSIXError { parts.append(String(describing: posix.code)) }
            if let path = cocoa.filePath { parts.append(path) }
            return parts.isEmpty ? "\(cocoa.code)" : parts.joined(separator: ": ")
        }
        if let posix = error as? POSIXError { return "\(posix.code)" }
        return String(describing: error)
    }
}
