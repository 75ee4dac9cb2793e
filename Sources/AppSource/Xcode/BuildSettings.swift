import ConformanceModel

/// One build setting as written in a `project.pbxproj` (`KEY = value;`) or an `.xcconfig`
/// (`KEY = value`), with its place. Only upper-case setting names are kept (`IPHONEOS_DEPLOYMENT_TARGET`,
/// `INFOPLIST_FILE`, `INFOPLIST_KEY_*`, `PRODUCT_BUNDLE_IDENTIFIER`, user-defined ones).
package struct BuildSetting: Sendable, Equatable {
    package var key: String
    package var value: String
    package var file: String
    package var line: Int
    package var excerpt: String
    /// In a `project.pbxproj`, the object whose `buildSettings` hold it (an `XCBuildConfiguration`'s
    /// id), when the file is laid out as Xcode writes it; nil in an `.xcconfig`.
    package var object: String?

    package var location: SourceLocation { SourceLocation(file: file, line: line, column: 0, excerpt: excerpt) }

    /// The settings of one file, line by line (no structure: the checks need names and values only).
    package static func read(_ bytes: [UInt8], file: String) -> [BuildSetting] {
        var settings: [BuildSetting] = []
        var number = 0
        var object: String?
        let pbxproj = file.hasSuffix(".pbxproj")
        for raw in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            // An object of `objects` opens at two tabs: `\t\tID /* name */ = {`.
            if pbxproj, raw.hasPrefix("\t\t"), !raw.hasPrefix("\t\t\t"), raw.hasSuffix("= {") || raw.contains("= {isa") {
                object = raw.dropFirst(2).split(separator: " ").first.map(String.init)
            }
            var line = Substring(raw)
            if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
            guard let equals = line.firstRange(of: " = ") ?? line.firstRange(of: "=") else { continue }
            let key = unquoted(line[..<equals.lowerBound].trimmingBlanks())
            let name = key.split(separator: "[").first.map(String.init) ?? key
            guard let first = name.unicodeScalars.first, first.isASCIIUppercaseLetter,
                name.unicodeScalars.allSatisfy({ $0.isASCIIUppercaseLetter || $0.isASCIIDigit || $0 == "_" })
                    || name.hasPrefix("INFOPLIST_KEY_")
            else { continue }
            var value = line[equals.upperBound...].trimmingBlanks()
            if value.hasSuffix(";") { value.removeLast() }
            let excerpt = String(raw.trimmingBlanks())
            settings.append(
                BuildSetting(
                    key: name, value: unquoted(value.trimmingBlanks()), file: file, line: number,
                    excerpt: excerpt.count > 160 ? String(excerpt.prefix(159)) + "…" : excerpt, object: pbxproj ? object : nil))
        }
        return settings
    }

    /// The files an `.xcconfig` at `file` includes (`#include "Shared.xcconfig"`, `#include? "…"`), in
    /// order, relative to the directory app-check was given (Xcode resolves them against the
    /// including file's folder); absolute and `<…>` paths are left out.
    static func includes(_ bytes: [UInt8], file: String) -> [String] {
        let folder = file.split(separator: "/").dropLast().joined(separator: "/")
        var found: [String] = []
        for raw in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            var line = raw.trimmingBlanks()
            guard line.hasPrefix("#include") else { continue }
            line.removeFirst("#include".count)
            if line.hasPrefix("?") { line.removeFirst() }
            let path = line.trimmingBlanks()
            guard path.count > 2, path.hasPrefix("\""), let close = path.dropFirst().firstIndex(of: "\"") else { continue }
            let named = String(path[path.index(after: path.startIndex)..<close])
            guard !named.isEmpty, !named.hasPrefix("/") else { continue }
            found.append(ProjectPath.joined(folder, named))
        }
        return found
    }

    private static func unquoted(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
    }
}

extension StringProtocol {
    func trimmingBlanks() -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return String(self[first...last])
    }
}

extension Unicode.Scalar {
    var isASCIIUppercaseLetter: Bool { ("A"..."Z").contains(self) }
}
