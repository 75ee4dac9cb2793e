/// A session created in a Swift file the kit did not count as the app's: a target that is not the
/// iOS app (an extension, a framework of another project), or a file in no target of the app. It
/// is not judged; it is named, so that "no session" is never said of an app whose capture may be
/// there, and the partner can name it as the capture (`app.captureSession`).
public struct SetAsideSession: Sendable, Equatable {
    /// The file, relative to the project folder.
    public var path: String
    /// The line of the creation.
    public var line: Int
    /// Why the file is not the app's (`target 'Share' (app-extension)`, `in no target of the app`).
    public var reason: String

    /// `path:line (reason)`.
    public var description: String { "\(path):\(line) (\(reason))" }
}
