import ConformanceBasics
import ConformanceModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the runner's lines go: standard output and error, coloured only on a terminal and never
/// when `NO_COLOR` is set or `--no-color` is given.
public struct Console: Sendable {
    public enum Tone: Sendable { case plain, pass, warn, fail, dim, bold }

    public var color: Bool
    public var verbose: Bool

    public init(color: Bool, verbose: Bool = false) {
        self.color = color
        self.verbose = verbose
    }

    /// Colour when stdout is a terminal, `NO_COLOR` is unset and `--no-color` was not given.
    public static func detect(
        noColorFlag: Bool, verbose: Bool, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Console {
        let noColor = noColorFlag || !(environment["NO_COLOR"] ?? "").isEmpty || isatty(STDOUT_FILENO) == 0
        return Console(color: !noColor, verbose: verbose)
    }

    /// Prints one line on standard output (escaped, see `write`).
    public func out(_ line: String) {
        write(line + "\n", to: .output)
    }

    /// Prints one line on standard error (escaped, see `write`).
    public func err(_ line: String) {
        write(line + "\n", to: .error)
    }

    /// The one way the command line prints: `text` in one write(2), every control character in it
    /// escaped (`TerminalText`), so no peer-supplied string reaches the terminal as a control
    /// sequence; only the kit's own colour codes survive, and only when colour is on.
    public func write(_ text: String, to stream: StandardStream = .output) {
        stream.write(TerminalText.escaped(text, keepingColour: color))
    }

    public func paint(_ text: String, _ tone: Tone) -> String {
        guard color else { return text }
        let code =
            switch tone {
            case .plain: ""
            case .pass: "32"
            case .warn: "33"
            case .fail: "31"
            case .dim: "2"
            case .bold: "1"
            }
        return code.isEmpty ? text : "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
