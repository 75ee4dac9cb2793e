// libFuzzer entry for app-check's build-settings reader (project.pbxproj and .xcconfig lines), built
// with the app-check readers listed in Fuzz/app-sources.txt by scripts/fuzz/run.sh. Checked on every
// input, besides "no crash, no hang": every setting's line is within the file, its name is an upper-case
// setting name, its excerpt is one line of at most 160 characters, and reading is deterministic.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPbxproj(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let settings = BuildSetting.read(input, file: "App.xcodeproj/project.pbxproj")
    let lines = input.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    for setting in settings {
        guard setting.line >= 1, setting.line <= lines else { fatalError("setting \(setting.key) on line \(setting.line) of \(lines)") }
        guard let first = setting.key.unicodeScalars.first, ("A"..."Z").contains(first) else { fatalError("setting name '\(setting.key)'") }
        guard !setting.excerpt.contains("\n"), setting.excerpt.count <= 160 else {
            fatalError("excerpt of \(setting.excerpt.count) characters or several lines")
        }
        _ = setting.location.description
    }
    guard BuildSetting.read(input, file: "App.xcodeproj/project.pbxproj") == settings else { fatalError("reading is not deterministic") }
    return 0
}
