#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// specs-embed OUTPUT NAME PATH [NAME PATH ...]
// Writes a Swift file declaring `EmbeddedSpecFiles.all`: each file's relative name and its exact
// text as an escaped string literal (byte for byte, checked by the kit's tests). Run by the
// EmbedSpecs build-tool plugin; uses only the C library so it builds fast on any host.

func fail(_ message: String) -> Never {
    let line = Array("specs-embed: \(message)\n".utf8)
    _ = line.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

func readAll(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { fail("\(path): cannot be read") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count > 0 { bytes += buffer[0..<count] }
        if count < buffer.count { break }
    }
    if ferror(file) != 0 { fail("\(path): read error") }
    return bytes
}

/// `text` as the body of a one-line Swift string literal.
func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count + text.utf8.count / 8)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count % 2 == 1 else { fail("usage: specs-embed OUTPUT NAME PATH [NAME PATH ...]") }
var source = """
    // Generated at build time by specs-embed (the EmbedSpecs plugin) from the package's specs/ directory.
    // Do not edit: edit specs/ instead.

    /// The files of `specs/` as compiled into the kit: relative name and exact text.
    enum EmbeddedSpecFiles {
        static let all: [(name: String, text: String)] = [

    """
var index = 1
while index < arguments.count {
    let name = arguments[index]
    let bytes = readAll(arguments[index + 1])
    guard let text = String(validating: bytes, as: UTF8.self) else { fail("\(arguments[index + 1]): not UTF-8") }
    source += "        (\"\(escaped(name))\", \"\(escaped(text))\"),\n"
    index += 2
}
source += "    ]\n}\n"

let output = arguments[0]
let utf8 = Array(source.utf8)
// An output already holding these bytes is left untouched: its unchanged date keeps the build from
// compiling the constants and every module above them again when only the build's flags changed
// (`swift build` then `swift test` rerun this command even though specs/ did not change).
if access(output, F_OK) == 0, readAll(output) == utf8 { exit(0) }
guard let file = fopen(output + ".tmp", "wb") else { fail("\(output): cannot be written") }
let written = utf8.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
if fclose(file) != 0 || written != utf8.count { fail("\(output): cannot be written") }
if rename(output + ".tmp", output) != 0 { fail("\(output): cannot be replaced") }
