import Foundation
import Logging

/// Owns the subscription state machine for ``RealtimeChannelV2``.
///
/// The actor drives subscribe/unsubscribe lifecycles end-to-end: retries,
/// timeouts, and deduplication of concurrent calls. Network side-effects
/// (pushing `phx_join` / `phx_leave`, ensuring the socket is connected,
/// generating refs) are injected as closures at init time so the state
/// machine stays independent of the concrete channel.
///
/// State transitions are:
///
///   unsubscribed → subscribing → subscribed → unsubscribing → unsubscribed
///
/// The ``subscribing`` and ``unsubscribing`` cases carry the in-flight
/// ``Task`` so concurrent callers can either await it or cancel it.
actor ChannelStateManager {
  enum State: Sendable, CustomStringConvertible {
    case unsubscribed
    case subscribing(Task<Void, any Error>)
    case subscribed
    case unsubscribing(Task<Void, Never>)

    var description: String {
      switch self {
      case .unsubscribed: "unsubscribed"
      case .subscribing: "subscribing"
      case .subscribed: "subscribed"
      case .unsubscribing: "unsubscribing"
      }
    }
  }

  /// Typed failure for a single subscribe attempt. These are lifecycle
  /// failures — not task cancellations — so the retry ladder treats them
  /// like timeouts and callers never see a spurious `CancellationError`
  /// (issue #1145, defect 2).
  enum SubscribeFailure: Error {
    /// The socket could not be connected (or reconnected) for this attempt.
    case socketNotConnected
    /// The channel transitioned to `.unsubscribed` while waiting for the
    /// join confirmation.
    case channelClosed
  }

  typealias MakeRef = @Sendable () -> String
  typealias EnsureSocketConnected = @Sendable () async -> Bool
  /// Synchronous socket-status probe. Unlike ``EnsureSocketConnected`` it
  /// never attempts to connect — used to decide whether `phx_leave` can be
  /// delivered at all.
  typealias IsSocketConnected = @Sendable () -> Bool
  typealias GetClientChanges = @Sendable () -> [PostgresJoinConfig]
  typealias JoinOperation =
    @Sendable (_ joinRef: String, _ clientChanges: [PostgresJoinConfig])
    async -> Void
  typealias LeaveOperation = @Sendable () async -> Void
  typealias RetryDelay = @Sendable (_ attempt: Int) -> TimeInterval
  /// Synchronous callback invoked every time the state changes. The channel
  /// uses this to push status updates to observers without an async hop, so
  /// reading ``RealtimeChannelV2/status`` right after ``subscribe()`` returns
  /// sees the latest value.
  typealias StateDidChange = @Sendable (State) -> Void

  private(set) var state: State = .unsubscribed
  private var stateChangeContinuations: [(UUID, AsyncStream<State>.Continuation)] = []
  private let stateDidChange: StateDidChange?

  /// Publishes every state transition, replaying the current state to new
  /// subscribers. Reading from outside the actor crosses the actor boundary.
  var stateChanges: AsyncStream<State> {
    let id = UUID()
    let (stream, continuation) = AsyncStream<State>.makeStream()
    stateChangeContinuations.append((id, continuation))

    // `onTermination`'s closure is synchronous — it can't `await` back into
    // the actor to remove the entry, so hop through a Task instead. This is
    // fire-and-forget: `updateState` may yield to an already-terminated
    // continuation once or twice before the removal runs, which is a
    // harmless no-op.
    continuation.onTermination = { [weak self] _ in
      Task { await self?.removeStateChangeContinuation(id) }
    }

    continuation.yield(state)

    return stream
  }

  private func removeStateChangeContinuation(_ id: UUID) {
    stateChangeContinuations.removeAll { $0.0 == id }
  }

  // MARK: - Per-subscription mutable state

  private(set) var joinRef: String?
  private var pushes: [String: PushV2] = [:]

  // MARK: - Config & injected operations

  private let logger: Logging.Logger
  private let topic: String
  private let maxRetryAttempts: Int
  private let timeoutInterval: TimeInterval
  private let clock: any Clock<Duration>

  private let makeRef: MakeRef
  private let ensureSocketConnected: EnsureSocketConnected
  private let isSocketConnected: IsSocketConnected
  private let getClientChanges: GetClientChanges
  private let joinOperation: JoinOperation
  private let leaveOperation: LeaveOperation
  private let retryDelay: RetryDelay

  /// Set by ``didReceiveClose()`` when the server closes the channel while a
  /// subscribe is in flight, so ``beginSubscribe()`` can surface a typed
  /// error instead of the bare `CancellationError` from the cancelled task.
  private var closedByServerWhileSubscribing = false

  init(
    topic: String,
    logger: Logging.Logger,
    maxRetryAttempts: Int,
    timeoutInterval: TimeInterval,
    clock: any Clock<Duration>,
    makeRef: @escaping MakeRef,
    ensureSocketConnected: @escaping EnsureSocketConnected,
    isSocketConnected: @escaping IsSocketConnected = { true },
    getClientChanges: @escaping GetClientChanges,
    joinOperation: @escaping JoinOperation,
    leaveOperation: @escaping LeaveOperation,
    retryDelay: @escaping RetryDelay = ChannelStateManager.defaultRetryDelay,
    stateDidChange: StateDidChange? = nil
  ) {
    self.topic = topic
    self.logger = logger
    self.maxRetryAttempts = maxRetryAttempts
    self.timeoutInterval = timeoutInterval
    self.clock = clock
    self.makeRef = makeRef
    self.ensureSocketConnected = ensureSocketConnected
    self.isSocketConnected = isSocketConnected
    self.getClientChanges = getClientChanges
    self.joinOperation = joinOperation
    self.leaveOperation = leaveOperation
    self.retryDelay = retryDelay
    self.stateDidChange = stateDidChange
  }

  // MARK: - Mutable state accessors

  /// Atomically register `push` under `ref` only if `joinRef` still matches
  /// the snapshot the caller captured when building the outgoing message.
  ///
  /// Fixes a race where `didReceiveClose` could interleave between the
  /// caller reading `joinRef` and calling this method. If the close wins,
  /// the caller's message is from a previous subscription cycle — the
  /// server will reject it, and registering the push would orphan it in
  /// `pushes` (nothing would clear it again).
  ///
  /// Returns `true` if the push was stored (caller should send the
  /// message); `false` if the state changed (caller should abandon it).
  func storePushIfJoinRefMatches(
    _ push: PushV2,
    ref: String,
    joinRef: String?
  ) -> Bool {
    guard self.joinRef == joinRef else { return false }
    pushes[ref] = push
    return true
  }

  func removePush(ref: String) -> PushV2? {
    pushes.removeValue(forKey: ref)
  }

  // MARK: - Public API

  /// Drive the channel to ``State/subscribed``. Safe to call concurrently:
  /// the second caller waits for the first attempt to finish instead of
  /// starting a new one.
  func subscribe() async throws {
    switch state {
    case .subscribed:
      logger.debug("Subscribe no-op for channel '\(topic)': already subscribed")
      return

    case .subscribing(let task):
      logger.debug("Subscribe already in progress for channel '\(topic)', awaiting…")
      try await task.value
      return

    case .unsubscribing(let task):
      logger.debug("Waiting for in-flight unsubscribe on '\(topic)' before subscribing")
      await task.value
      // Re-dispatch through `subscribe()` rather than calling `beginSubscribe()`
      // directly — under actor re-entrancy, another caller may have flipped
      // state to `.subscribing` while we were awaiting the unsubscribe task.
      // Re-reading state here prevents us from overwriting their in-flight
      // subscribe with a second one (which would orphan the first task and
      // send a duplicate `phx_join`).
      try await subscribe()

    case .unsubscribed:
      try await beginSubscribe()
    }
  }

  /// Drive the channel to ``State/unsubscribed``. Cancels an in-flight
  /// subscribe if one is running.
  func unsubscribe() async {
    switch state {
    case .unsubscribed:
      logger.debug("Unsubscribe no-op for channel '\(topic)': already unsubscribed")
      return

    case .unsubscribing(let task):
      logger.debug("Unsubscribe already in progress for channel '\(topic)', awaiting…")
      await task.value
      return

    case .subscribing(let task):
      logger.debug("Cancelling in-flight subscribe to unsubscribe '\(topic)'")
      task.cancel()
      // Subscribe hadn't completed yet, so the server may not recognize the
      // channel and will likely never send `phx_close`. Don't wait for it.
      await beginUnsubscribe(waitForServerClose: false, sendLeave: isSocketConnected())

    case .subscribed:
      // We had a live subscription; wait (bounded) for the server's
      // `phx_close` to arrive so observers see the full status trail.
      //
      // Unless the socket is dead: the server-side channel died with the
      // connection, `phx_leave` would only be buffered into the *next*
      // connection as a stale frame, and `phx_close` can never arrive —
      // waiting would stall for the full timeout (issue #1145, hazard 4).
      let socketConnected = isSocketConnected()
      await beginUnsubscribe(waitForServerClose: socketConnected, sendLeave: socketConnected)
    }
  }

  /// Reset channel state so it can rejoin after a reconnect.
  ///
  /// A channel that is already `.subscribed` when the socket reconnects
  /// must re-send `phx_join` on the new socket. But ``subscribe()`` is a
  /// no-op for `.subscribed` channels — so `rejoinChannels()` would silently
  /// skip them without this reset.
  ///
  /// For `.subscribing`, the in-flight join task is waiting for a reply that
  /// will never arrive on the dead socket; cancel it so a fresh `phx_join` is
  /// sent on the new connection.
  ///
  /// For `.unsubscribing`, the wait loop in ``runUnsubscribe`` polls
  /// `stateChanges`. Transitioning to `.unsubscribed` here wakes it up
  /// immediately — the server's `phx_close` won't arrive on the dead socket
  /// anyway.
  func resetForReconnect() {
    joinRef = nil
    pushes = [:]
    switch state {
    case .subscribed:
      updateState(.unsubscribed)
    case .subscribing(let task):
      task.cancel()
      updateState(.unsubscribed)
    case .unsubscribing:
      updateState(.unsubscribed)
    case .unsubscribed:
      break
    }
  }

  // MARK: - Server signals

  /// Called when the server confirms the `phx_join` (system.ok or phx_reply
  /// with `postgres_changes`).
  func didReceiveSubscribedOK() {
    guard case .subscribing = state else { return }
    logger.debug("Server confirmed subscribe for channel '\(topic)'")
    updateState(.subscribed)
  }

  /// Called when the server closes the channel (phx_close or system error
  /// that should drop the channel).
  ///
  /// When `expectedJoinRef` is provided (Phoenix tags `phx_close` with the
  /// `join_ref` of the join it closes), the close is only applied if it still
  /// matches the current ``joinRef`` — checked here, on the actor, so a
  /// concurrent subscribe attempt can't swap `joinRef` between the caller's
  /// check and the close (issue #1145, defect 3). Closes without a `join_ref`
  /// are applied unconditionally.
  ///
  /// Returns `true` if the close was applied; `false` if it belonged to a
  /// stale join and was ignored.
  @discardableResult
  func didReceiveClose(joinRef expectedJoinRef: String? = nil) -> Bool {
    if let expectedJoinRef, expectedJoinRef != joinRef {
      logger.debug(
        "Ignoring close for stale join_ref \(expectedJoinRef) on '\(topic)' (current: \(joinRef ?? "<none>"))"
      )
      return false
    }
    logger.debug("Server closed channel '\(topic)'")
    joinRef = nil
    pushes = [:]
    if case .subscribing(let task) = state {
      // Record why the task is being cancelled so `beginSubscribe` can
      // rethrow a typed error — the caller must be able to tell a server
      // close apart from its own task cancellation (issue #1145, defect 2).
      closedByServerWhileSubscribing = true
      task.cancel()
    }
    updateState(.unsubscribed)
    return true
  }

  // MARK: - Private

  private func beginSubscribe() async throws {
    logger.debug("Beginning subscribe flow for channel '\(topic)'")
    closedByServerWhileSubscribing = false
    let task = Task<Void, any Error> { [weak self] in
      guard let self else { return }
      try await self.runSubscribeAttempts()
    }
    updateState(.subscribing(task))

    do {
      // Forward cancellation of the caller's task to the spawned subscribe
      // task. Without this, `task.value` would keep waiting for the inner
      // retry loop even after the caller cancels.
      try await withTaskCancellationHandler {
        try await task.value
      } onCancel: {
        task.cancel()
      }
    } catch {
      let closedByServer = closedByServerWhileSubscribing
      closedByServerWhileSubscribing = false

      // If the subscribe attempt didn't transition us to .subscribed, make
      // sure external observers see .unsubscribed.
      if case .subscribing = state {
        joinRef = nil
        pushes = [:]
        updateState(.unsubscribed)
      }

      // The subscribe was aborted by `didReceiveClose()`, not by the caller.
      // Depending on how the cancellation is observed, the task can exit with
      // `CancellationError`, `SubscribeFailure.channelClosed`, or — when the
      // close lands on the final retry attempt — `maxRetryAttemptsReached`.
      // All of them are consequences of the server close, so translate
      // unconditionally; a genuine caller-side cancellation never sets the
      // flag and still propagates as `CancellationError`.
      if closedByServer {
        throw RealtimeError.channelClosedByServer
      }
      throw error
    }
  }

  private func runSubscribeAttempts() async throws {
    var attempts = 0
    while attempts < maxRetryAttempts {
      attempts += 1

      do {
        try Task.checkCancellation()
        logger.debug(
          "Subscribe attempt \(attempts)/\(maxRetryAttempts) for channel '\(topic)'"
        )

        try await withTimeout(interval: timeoutInterval, clock: clock) {
          [self] in try await runOneSubscribeAttempt()
        }

        logger.debug("Subscribe succeeded for channel '\(topic)'")
        return
      } catch let error where error is TimeoutError || error is SubscribeFailure {
        logger.debug(
          "Subscribe attempt failed for channel '\(topic)' (attempt \(attempts)/\(maxRetryAttempts)): \(error)"
        )

        guard attempts < maxRetryAttempts else {
          logger.error(
            "Failed to subscribe to channel '\(topic)' after \(maxRetryAttempts) attempts"
          )
          throw RealtimeError.maxRetryAttemptsReached
        }

        let delay = retryDelay(attempts)
        logger.debug(
          "Retrying subscribe for '\(topic)' in \(String(format: "%.2f", delay))s"
        )

        // A genuine cancellation of this task propagates out of `sleep` as
        // `CancellationError`; the next attempt re-checks the socket itself,
        // so no extra connectivity probe is needed here.
        try await clock.sleep(for: .seconds(delay))
      }
    }

    throw RealtimeError.maxRetryAttemptsReached
  }

  private func runOneSubscribeAttempt() async throws {
    guard await ensureSocketConnected() else {
      throw SubscribeFailure.socketNotConnected
    }

    let ref = makeRef()
    joinRef = ref
    // Read through the injected closure — the channel owns the buffer so
    // `onPostgresChange` can append synchronously without a racy
    // fire-and-forget Task.
    let changes = getClientChanges()

    await joinOperation(ref, changes)

    for await observed in stateChanges {
      try Task.checkCancellation()
      switch observed {
      case .subscribed:
        return
      case .unsubscribed:
        // Channel was closed (by server or unsubscribe) while we were
        // waiting. Abort this attempt; the outer flow decides whether to
        // retry or propagate.
        throw SubscribeFailure.channelClosed
      case .subscribing, .unsubscribing:
        continue
      }
    }
    throw SubscribeFailure.channelClosed
  }

  private func beginUnsubscribe(waitForServerClose: Bool, sendLeave: Bool) async {
    logger.debug("Beginning unsubscribe flow for channel '\(topic)'")
    let task = Task<Void, Never> { [weak self] in
      guard let self else { return }
      await self.runUnsubscribe(waitForServerClose: waitForServerClose, sendLeave: sendLeave)
    }
    updateState(.unsubscribing(task))
    await task.value
  }

  private func runUnsubscribe(waitForServerClose: Bool, sendLeave: Bool) async {
    // Send `phx_leave` (skipped when the socket is dead — it could never be
    // delivered, only buffered into the next connection as a stale frame).
    // When `waitForServerClose` is true, wait (bounded by `timeoutInterval`)
    // for the server's `phx_close` to transition us to `.unsubscribed` via
    // `didReceiveClose()`. Otherwise transition immediately — this is the
    // fire-and-forget path used when we abort an in-flight subscribe.
    if sendLeave {
      await leaveOperation()
    }

    if waitForServerClose {
      let stream = stateChanges
      _ = try? await withTimeout(interval: timeoutInterval, clock: clock) {
        for await observed in stream {
          if case .unsubscribed = observed { return }
        }
      }
    }

    joinRef = nil
    pushes = [:]
    if case .unsubscribing = state {
      updateState(.unsubscribed)
    }
  }

  private func updateState(_ newState: State) {
    logger.debug("State transition for '\(topic)': \(state) → \(newState)")
    state = newState
    for (_, continuation) in stateChangeContinuations {
      continuation.yield(newState)
    }
    // Invoke the synchronous observer after the subject is updated so the
    // callback sees the new value via ``state`` as well.
    stateDidChange?(newState)
  }

  deinit {
    for (_, continuation) in stateChangeContinuations {
      continuation.finish()
    }
  }

  // MARK: - Defaults

  /// Default exponential-backoff retry delay with ±25% jitter, capped at 30s.
  static let defaultRetryDelay: RetryDelay = { attempt in
    let baseDelay: TimeInterval = 1.0
    let maxDelay: TimeInterval = 30.0
    let backoffMultiplier: Double = 2.0

    let exponentialDelay = baseDelay * pow(backoffMultiplier, Double(attempt - 1))
    let cappedDelay = min(exponentialDelay, maxDelay)

    let jitterRange = cappedDelay * 0.25
    let jitter = Double.random(in: -jitterRange...jitterRange)

    return max(0.1, cappedDelay + jitter)
  }
}
