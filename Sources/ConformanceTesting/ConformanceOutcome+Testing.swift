#if canImport(Testing)
import ConformanceModel
import Testing

extension ConformanceOutcome {
    /// Reports check `id`'s verdict in the running Swift Testing test, the one line a partner's
    /// test of a check needs:
    ///
    /// ```swift
    /// @Test(arguments: ConformanceTest.checkIDs)
    /// func check(_ id: String) throws { try conformance.get().record(id) }
    /// ```
    ///
    /// A pass records nothing; a broken warning-severity rule records a warning; a failure records
    /// an issue; a check not judged records a warning `not judged: …` and cancels the test
    /// (`Test.cancel`, which Swift Testing 6.3 shows as passed: the warning says it was not).
    /// Each text is `explanation(id)` (expected, seen, places, fix, report link). An issue about the
    /// app's own code points at the app's file and line (`appPlace(id)`), where an editor opens it;
    /// any other at `sourceLocation`, the caller's line.
    public func record(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let place = appPlace(id).map { place in
            Testing.SourceLocation(
                fileID: "App/" + (place.path.split(separator: "/").last.map(String.init) ?? place.path),
                filePath: place.path, line: place.line, column: place.column)
        }
        switch testResult(id) {
        case .passed: break
        case let .warning(text): Issue.record("\(text)", severity: .warning, sourceLocation: place ?? sourceLocation)
        case let .skipped(reason):
            Issue.record("not judged: \(reason)", severity: .warning, sourceLocation: sourceLocation)
            try Test.cancel("\(reason)", sourceLocation: sourceLocation)
        case let .failed(text): Issue.record("\(text)", sourceLocation: place ?? sourceLocation)
        }
    }
}
#endif
