// libFuzzer entry for app-check's property list readers (the kit's own bounded XML and bplist00
// decoders behind InfoPlist), built with the app-check readers listed in Fuzz/app-sources.txt by
// scripts/fuzz/run.sh. Checked on every input, besides "no crash, no hang" (a cycle, deep nesting
// or shared objects would show as a crash or a timeout): decoding is deterministic, a refusal is one
// line, and an XML value's line is within the file. The first byte of the input chooses whether it
// is read as it is or behind a `bplist00` header (so the fuzzer reaches the binary decoder at once).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlist(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = Array(UnsafeBufferPointer(start: data, count: size))
    if let first = input.first, first & 0x80 != 0, !input.starts(with: Array("bplist".utf8)) {
        input = Array("bplist00".utf8) + input.dropFirst()
    }
    let lines = input.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    let first = outcome(input)
    guard outcome(input) == first else { fatalError("decoding is not deterministic") }
    switch first {
    case .refused(let reason):
        guard !reason.contains("\n") else { fatalError("a refusal of several lines: \(reason)") }
    case .read(let plist):
        for entry in plist.strings + plist.urlSchemes + (plist.minimumOSVersion.map { [$0] } ?? []) {
            guard entry.line >= 0, entry.line <= lines, plist.isBinary ? entry.line == 0 : entry.line >= 1 else {
                fatalError("\(entry.key) on line \(entry.line) of \(lines)")
            }
        }
    }
    return 0
}

enum FuzzPlistOutcome: Equatable {
    case refused(String)
    case read(Summary)

    struct Summary: Equatable {
        var isBinary: Bool
        var strings: [InfoPlist.Entry]
        var urlSchemes: [InfoPlist.Entry]
        var minimumOSVersion: InfoPlist.Entry?
    }
}

func outcome(_ input: [UInt8]) -> FuzzPlistOutcome {
    do {
        let plist = try InfoPlist(path: "Info.plist", bytes: input)
        return .read(
            .init(isBinary: plist.isBinary, strings: plist.strings, urlSchemes: plist.urlSchemes, minimumOSVersion: plist.minimumOSVersion))
    } catch {
        return .refused(error.description)
    }
}
