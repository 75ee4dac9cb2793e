import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Escaping for text printed to a terminal or a log: every line the command line prints passes
/// through `escaped` at its one sink (`Console`), so bytes from a peer (a back-end's `callbackUri`,
/// a create sent to `serve`, a string in an app's source) never reach the terminal as control
/// sequences (clear screen, window title, cursor moves, OSC 8 links).
///
/// The controls are those the reports escape (`XMLText.isAllowed`: C0 but tab and LF, DEL, C1),
/// plus CR (which moves back over a line) and the bidirectional overrides and isolates (which
/// reorder what is shown); each becomes the same visible marker, e.g. `\u{1B}`.
public enum TerminalText {
    /// The colour codes the kit itself writes (`ESC [ n m`), kept when colour is on.
    static let colourCodes: Set<String> = ["0", "1", "2", "31", "32", "33"]

    /// Whether a terminal shows `scalar` as text (not as a control or a reordering).
    static func isShown(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0D: false
        case 0x202A...0x202E, 0x2066...0x2069: false
        default: XMLText.isAllowed(scalar)
        }
    }

    /// `text` with every control replaced by its marker; with `keepingColour`, the kit's own colour
    /// codes (exactly `ESC [ 0|1|2|31|32|33 m`) are left as they are.
    public static func escaped(_ text: String, keepingColour: Bool = false) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { !isShown($0) }) else { return text }
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if isShown(scalar) {
                out.append(scalar)
                index += 1
                continue
            }
            if keepingColour, scalar == "\u{1B}", let length = colourCodeLength(scalars, at: index) {
                out.append(contentsOf: scalars[index..<(index + length)])
                index += length
                continue
            }
            out.append(contentsOf: XMLText.marker(for: scalar).unicodeScalars)
            index += 1
        }
        return String(out)
    }

    /// The first line of `text` (a peer's answer body), cut to `limit` characters with "…": what a
    /// message quotes of it.
    public static func firstLine(_ text: String, limit: Int = 200) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.count > limit ? String(line.prefix(limit)) + "…" : line
    }

    /// `text` from outside the kit (a file name, a check id read from a report) made one line of
    /// the console: line feeds and tabs become their markers too, so that such a text can never
    /// start a line of its own (`app-check: forged`).
    public static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\t" }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\t" {
                out.append(contentsOf: XMLText.marker(for: scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// The length of a kit colour code starting at `index` (an ESC), or nil.
    private static func colourCodeLength(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        guard index + 2 < scalars.count, scalars[index + 1] == "[" else { return nil }
        var end = index + 2
        var digits = ""
        while end < scalars.count, end - index <= 4, ("0"..."9").contains(scalars[end]) {
            digits.unicodeScalars.append(scalars[end])
            end += 1
        }
        guard end < scalars.count, scalars[end] == "m", colourCodes.contains(digits) else { return nil }
        return end - index + 1
    }
}
