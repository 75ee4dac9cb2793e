#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `specs/CONTRACT.md`: the rules the checks rest on where the vendor's pages are silent, cut into
/// the `## ` sections that check sources cite by name (`specs/CONTRACT.md, 'Time bounds'`). Carried
/// inside the binary, so `explain` can quote what a verdict cites with no file beside the kit.
public struct ContractNotes: Sendable, Equatable {
    public static let fileName = "CONTRACT.md"

    /// Section titles and their text (without the heading line), in file order.
    public var sections: [(title: String, text: String)]

    public static func == (a: ContractNotes, b: ContractNotes) -> Bool {
        a.sections.map(\.title) == b.sections.map(\.title) && a.sections.map(\.text) == b.sections.map(\.text)
    }

    public init(markdown: String) {
        var sections: [(title: String, text: String)] = []
        var title: String?
        var body: [Substring] = []
        func close() {
            guard let title else { return }
            let lines = body.map { $0.trimmingWhitespace() }
            let first = lines.firstIndex { !$0.isEmpty } ?? lines.endIndex
            let last = lines.lastIndex { !$0.isEmpty } ?? first
            sections.append((title, first < lines.endIndex ? body[first...last].joined(separator: "\n") : ""))
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                close()
                title = String(line.dropFirst(3)).trimmingWhitespace()
                body = []
            } else {
                body.append(line)
            }
        }
        close()
        self.sections = sections
    }

    /// The text of the section titled `title`, if there is one.
    public func section(_ title: String) -> String? {
        sections.first { $0.title == title }?.text
    }

    /// The section titles a check's `source` cites: each `specs/CONTRACT.md, 'Title'`.
    public static func citedTitles(in source: String) -> [String] {
        var titles: [String] = []
        var rest = Substring(source)
        while let cite = rest.firstRange(of: "specs/\(fileName), '") {
            let after = rest[cite.upperBound...]
            guard let close = after.firstIndex(of: "'") else { break }
            titles.append(String(after[..<close]))
            rest = after[after.index(after: close)...]
        }
        return titles
    }
}

extension Specs {
    /// `CONTRACT.md` of the specs directory in use, else the one compiled into the kit; nil when neither has it.
    public func contractNotes() -> ContractNotes? {
        if let directory, let data = try? Data(contentsOf: directory.appendingPathComponent(ContractNotes.fileName)) {
            return ContractNotes(markdown: String(decoding: data, as: UTF8.self))
        }
        guard let bytes = try? Self.embeddedFile(ContractNotes.fileName) else { return nil }
        return ContractNotes(markdown: String(decoding: bytes, as: UTF8.self))
    }
}
