import ConformanceBasics
import ConformanceModel

/// `--vendor-recording FILE` of `run` and `serve`: a probe's `drift.json` the stand-in answers by.
enum VendorRecordingOption {
    /// The largest recording read (a probe's is a few kilobytes).
    static let largestFile = 4 << 20

    /// The recording at `path` (nil without the option); a file that is not one, or one whose
    /// probe found drift, is refused in one line.
    static func read(_ path: String?) throws(KitError) -> VendorRecording? {
        guard let path else { return nil }
        guard let bytes = try? RegularFile.read(path, limit: largestFile, followingLinks: true) else {
            throw .file(path: path, problem: "cannot read the recording (a regular file of at most 4 MiB: a probe's drift.json)")
        }
        return try VendorRecording.parse(bytes, file: path)
    }

    /// The recorded options with the recording's origin beside its path, so that every report made
    /// with it says when and where the vendor's answers were recorded.
    static func recorded(_ options: [String], _ recording: VendorRecording?) -> [String] {
        guard let recording else { return options }
        return options.map { $0.hasPrefix("--vendor-recording ") ? "\($0) (\(recording.summary))" : $0 }
    }
}
