import ConformanceModel

/// A subcommand's arguments, parsed against the options it declares: flags (no value), options
/// with a value (`--name value` or `--name=value`, repeatable), and positional words.
struct ParsedArguments {
    var flags: Set<String> = []
    var values: [String: [String]] = [:]
    var positionals: [String] = []

    /// Parses `arguments` for `command`; throws a one-line usage error naming the bad argument.
    init(
        _ arguments: [String], command: String, flags allowedFlags: Set<String>, options allowedOptions: Set<String>, maxPositionals: Int
    ) throws(KitError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals += arguments[index...]
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            var name = argument
            var inline: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            if allowedFlags.contains(name) {
                guard inline == nil else { throw .usage("\(command): \(name) takes no value") }
                flags.insert(name)
            } else if allowedOptions.contains(name) {
                let value: String
                if let inline {
                    value = inline
                } else {
                    guard index < arguments.count else { throw .usage("\(command): \(name) needs a value") }
                    value = arguments[index]
                    index += 1
                }
                values[name, default: []].append(value)
            } else {
                throw .usage("\(command): unknown option '\(name)'")
            }
        }
        if positionals.count > maxPositionals {
            throw .usage("\(command): unexpected argument '\(positionals[maxPositionals])'")
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }

    /// The options as given, one `--name value` (each value of a repeated option) or `--name` a
    /// line, sorted by name: what a report's provenance records of the command that made it.
    var recorded: [String] {
        let named = values.flatMap { name, given in given.map { "\(name) \($0)" } } + flags.map { $0 }
        return named.sorted()
    }

    /// Every value of a repeatable, comma-separated option (`--only a,b --only c`).
    /// Every value given to a repeated option, each as it was given (not split at commas).
    func all(_ name: String) -> [String] { values[name] ?? [] }

    func list(_ name: String) -> [String] {
        (values[name] ?? []).flatMap { $0.split(separator: ",").map { String($0).trimmingWhitespace() } }.filter { !$0.isEmpty }
    }

    func seconds(_ name: String) throws(KitError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let seconds = Double(text), seconds > 0, seconds <= 3600 else {
            throw .usage("\(name): expected seconds between 0 and 3600, found '\(text)'")
        }
        return seconds
    }

    func port(_ name: String) throws(KitError) -> UInt16? {
        guard let text = value(name) else { return nil }
        guard let port = UInt16(text) else { throw .usage("\(name): expected a port number 0-65535, found '\(text)'") }
        return port
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
