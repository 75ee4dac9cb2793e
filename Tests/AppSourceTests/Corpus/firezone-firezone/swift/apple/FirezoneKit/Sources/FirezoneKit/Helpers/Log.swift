//
//  Log.swift
//  (c) 2024 Firezone, Inc.
//  LICENSE: Apache-2.0
//

import Foundation
import OSLog
import Sentry
import SystemPackage

public final class Log {
  private static let sentryLock = NSLock()
  nonisolated(unsafe) private static var _streamingActive = false
  nonisolated(unsafe) private static var _sentryAttributes: [String: Any] = [
    "process": processName
  ]

  public static var isStreamingActive: Bool {
    sentryLock.withLock { _streamingActive }
  }

  public static func setStreamingActive(_ active: Bool) {
    let changed = sentryLock.withLock {
      let old = _streamingActive
      _streamingActive = active
      return old != active
    }
    if changed {
      // The flag is already flipped, so the "enabled" message is
      // itself streamed to Sentry, but "disabled" is not.
      debug("Log streaming \(active ? "enabled" : "disabled")")
    }
  }

  public static func setUser(firezoneId: String, accountSlug: String) {
    sentryLock.withLock {
      _sentryAttributes["user.id"] = firezoneId
      _sentryAttributes["user.account_slug"] = accountSlug
    }
  }

  public static func setEnvironment(_ environment: String) {
    sentryLock.withLock {
      _sentryAttributes["environment"] = environment
    }
  }

  nonisolated(unsafe) private static var isCLI = false

  /// Tags logs as coming from the CLI and mirrors them to stderr.
  ///
  /// The CLI is the app's own binary under another name, so nothing about the bundle
  /// tells them apart. Call once at startup, before logging anything.
  public static func useCLIOutput() {
    isCLI = true
  }

  private static var processName: String {
    if isCLI { return "cli" }
    switch Bundle.main.bundleIdentifier {
    case "dev.firezone.firezone": return "app"
    case "dev.firezone.firezone.network-extension": return "tunnel"
    default: return "unknown"
    }
  }

  private static let logger: Logger = {
    let category = processName
    if category == "unknown" {
      let bundleId = Bundle.main.bundleIdentifier ?? "nil"
      Logger(subsystem: "dev.firezone.firezone", category: category)
        .warning("Unknown bundle identifier: \(bundleId). Using generic logger.")
    }
    return Logger(subsystem: "dev.firezone.firezone", category: category)
  }()

  private static let logWriter: LogWriter? = {
    let folderURL: URL?
    switch Bundle.main.bundleIdentifier {
    case "dev.firezone.firezone":
      folderURL = SharedAccess.appLogFolderURL
    case "dev.firezone.firezone.network-extension":
      folderURL = SharedAccess.tunnelLogFolderURL
    default:
      // Test environment or unknown bundle - no file logging
      folderURL = nil
    }
    return LogWriter(folderURL: folderURL, logger: logger)
  }()

  private static func sentryLog(severity: LogWriter.Severity, message: String) {
    let attrs: [String: Any] = sentryLock.withLock {
      guard _streamingActive else { return [:] }
      return _sentryAttributes
    }
    guard !attrs.isEmpty else { return }
    switch severity {
    case .trace: return  // we don't bother sending trace-level logs to Sentry
    case .debug: SentrySDK.logger.debug(message, attributes: attrs)
    case .info: SentrySDK.logger.info(message, attributes: attrs)
    case .warning: SentrySDK.logger.warn(message, attributes: attrs)
    case .error: SentrySDK.logger.error(message, attributes: attrs)
    }
  }

  public static func log(_ message: String) {
    debug(message)
  }

  public static func trace(_ message: String) {
    logger.trace("\(message, privacy: .public)")
    logWriter?.write(severity: .trace, message: message)
    sentryLog(severity: .trace, message: message)
    writeToStderr(.trace, message)
  }

  public static func debug(_ message: String) {
    self.logger.debug("\(message, privacy: .public)")
    logWriter?.write(severity: .debug, message: message)
    sentryLog(severity: .debug, message: message)
    writeToStderr(.debug, message)
  }

  public static func info(_ message: String) {
    logger.info("\(message, privacy: .public)")
    logWriter?.write(severity: .info, message: message)
    sentryLog(severity: .info, message: message)
    writeToStderr(.info, message)
  }

  public static func warning(_ message: String) {
    logger.warning("\(message, privacy: .public)")
    logWriter?.write(severity: .warning, message: message)
    sentryLog(severity: .warning, message: message)
    writeToStderr(.warning, message)
  }

  public static func error(_ message: String) {
    self.logger.error("\(message, privacy: .public)")
    logWriter?.write(severity: .error, message: message)
    sentryLog(severity: .error, message: message)
    writeToStderr(.error, message)
  }

  public static func error(_ err: Error) {
    error(err.localizedDescription)

    if shouldCaptureError(err) {
      Telemetry.capture(err)
    }
  }

  // Returns the size in bytes of the provided directory, calculated by summing
  // the size of its contents recursively.
  public static func size(of directory: URL) async -> Int64 {
    let fileManager = FileManager.default
    var totalSize: Int64 = 0

    // Tally size of each log file in parallel
    await withTaskGroup(of: Int64.self) { taskGroup in
      fileManager.forEachFileUnder(
        directory,
        including: [
          .totalFileAllocatedSizeKey,
          .totalFileSizeKey,
          .isRegularFileKey,
        ]
      ) { _, resourceValues in
        // Extract non-Sendable values before passing to @Sendable closure
        guard resourceValues.isRegularFile == true else { return }
        let size = Int64(resourceValues.totalFileAllocatedSize ?? resourceValues.totalFileSize ?? 0)

        taskGroup.addTask { @Sendable in
          return size
        }
      }

      for await size in taskGroup {
        totalSize += size
      }
    }

    return totalSize
  }

  // Clears the contents of the provided directory.
  public static func clear(in directory: URL?) throws {
    guard let directory = directory
    else { return }

    try FileManager.default.removeItem(at: directory)
  }

  private static func writeToStderr(_ severity: LogWriter.Severity, _ message: String) {
    guard isCLI else { return }
    var line = "\(severity.rawValue) \(message)\n"
    line.withUTF8 { buffer in
      _ = fwrite(buffer.baseAddress, 1, buffer.count, stderr)
    }
  }

  // Don't capture certain kinds of IPC and security errors in DEBUG builds
  // because these happen often due to code signing requirements.
  private static func shouldCaptureError(_ err: Error) -> Bool {
    #if DEBUG
      if let err = err as? IPCClient.Error,
        case IPCClient.Error.noIPCData = err
      {
        return false
      }
    #endif

    return true
  }
}

/// Thread-safe: All mutable state access is serialised through workQueue.
/// Log writes are queued asynchronously to avoid blocking the caller.
final class LogWriter: @unchecked Sendable {
  enum Severity: String {
    case trace = "TRACE"
    case debug = "DEBUG"
    case info = "INFO"
    case warning = "WARN"
    case error = "ERROR"
  }

  // All log writes happen in the workQueue
  private let workQueue: DispatchQueue
  private let logger: Logger
  private var fd: FileDescriptor
  private let dateFormatter: ISO8601DateFormatter
  private let folderURL: URL
  private var currentLogFilePath: FilePath

  init?(folderURL: URL?, logger: Logger) {
    let dateFormatter = ISO8601DateFormatter()
    dateFormatter.formatOptions = [.withFullDate, .withFullTime, .withFractionalSeconds]

    self.dateFormatter = dateFormatter
    self.logger = logger

    // Create log dir if not exists
    guard let folderURL = folderURL,
      SharedAccess.ensureDirectoryExists(at: folderURL.path)
    else {
      logger.error("Log directory isn't acceptable!")
      return nil
    }

    self.folderURL = folderURL

    let logFileURL =
      folderURL
      .appendingPathComponent(dateFormatter.string(from: Date()))
      .appendingPathExtension("log")

    let logFilePath = FilePath(logFileURL.path)
    self.currentLogFilePath = logFilePath

    // Open log file for writing (create if needed, append mode)
    guard
      let fd = try? FileDescriptor.open(
        logFilePath,
        .writeOnly,
        options: [.create, .append],
        permissions: [.ownerReadWrite, .groupRead, .otherRead]
      )
    else {
      logger.error("Could not create log file: \(logFileURL.path)")
      return nil
    }

    self.fd = fd
    self.workQueue = DispatchQueue(label: "LogWriter.workQueue", qos: .utility)
  }

  deinit {
    do {
      try self.fd.close()
    } catch {
      logger.error("Could not close logfile: \(error)")
    }
  }

  // Returns a valid file descriptor, recreating file if necessary
  func ensureFileExists() -> FileDescriptor? {
    let fileManager = FileManager.default

    // Check if current file still exists
    if fileManager.fileExists(atPath: currentLogFilePath.string) {
      return fd
    }

    // File was deleted, need to recreate
    try? fd.close()

    // Ensure directory exists
    guard SharedAccess.ensureDirectoryExists(at: folderURL.path) else {
      logger.error("Could not recreate log directory")
      return nil
    }

    // Reopen log file
    guard
      let newFd = try? FileDescriptor.open(
        currentLogFilePath,
        .writeOnly,
        options: [.create, .append],
        permissions: [.ownerReadWrite, .groupRead, .otherRead]
      )
    else {
      logger.error("Could not recreate log file: \(self.currentLogFilePath)")
      return nil
    }

    self.fd = newFd
    return newFd
  }

  func write(severity: Severity, message: String) {
    let timestamp = dateFormatter.string(from: Date())
    let line = "\(timestamp) \(severity.rawValue) \(message)\n"

    workQueue.async { [weak self] in
      guard let self = self else { return }
      guard let fd = self.ensureFileExists() else { return }

      do {
        try fd.writeAll(line.utf8)
      } catch {
        self.logger.error("Failed to write log: \(error)")
      }
    }
  }
}
