import ConcurrencyExtras
import Foundation
import Logging
import Testing

@testable import Realtime
@testable import RealtimeV2

@Suite
struct ChannelStateManagerTests {
  /// Helper that returns a `ChannelStateManager` wired up with controllable
  /// fakes for every injected operation, plus spies so tests can assert what
  /// the state machine did.
  struct Harness: Sendable {
    let sut: ChannelStateManager
    let ref: LockIsolated<Int>
    let ensureConnected: LockIsolated<Bool>
    let clientChanges: LockIsolated<[PostgresJoinConfig]>
    let joinCallCount: LockIsolated<Int>
    let lastJoinRef: LockIsolated<String?>
    let lastJoinChanges: LockIsolated<[PostgresJoinConfig]>
    let leaveCallCount: LockIsolated<Int>
  }

  private func makeHarness(
    timeoutInterval: TimeInterval = 0.2,
    maxRetryAttempts: Int = 3,
    retryDelay: @escaping @Sendable (Int) -> TimeInterval = { _ in 0.01 }
  ) -> Harness {
    let ref = LockIsolated<Int>(0)
    let ensureConnected = LockIsolated<Bool>(true)
    let clientChanges = LockIsolated<[PostgresJoinConfig]>([])
    let joinCallCount = LockIsolated<Int>(0)
    let lastJoinRef = LockIsolated<String?>(nil)
    let lastJoinChanges = LockIsolated<[PostgresJoinConfig]>([])
    let leaveCallCount = LockIsolated<Int>(0)

    let sut = ChannelStateManager(
      topic: "test",
      logger: supabaseDefaultLogger(label: "io.supabase.realtime"),
      maxRetryAttempts: maxRetryAttempts,
      timeoutInterval: timeoutInterval,
      clock: ContinuousClock(),
      makeRef: {
        ref.withValue { $0 += 1 }
        return "\(ref.value)"
      },
      ensureSocketConnected: { ensureConnected.value },
      getClientChanges: { clientChanges.value },
      joinOperation: { ref, changes in
        joinCallCount.withValue { $0 += 1 }
        lastJoinRef.setValue(ref)
        lastJoinChanges.setValue(changes)
      },
      leaveOperation: {
        leaveCallCount.withValue { $0 += 1 }
      },
      retryDelay: retryDelay
    )

    return Harness(
      sut: sut,
      ref: ref,
      ensureConnected: ensureConnected,
      clientChanges: clientChanges,
      joinCallCount: joinCallCount,
      lastJoinRef: lastJoinRef,
      lastJoinChanges: lastJoinChanges,
      leaveCallCount: leaveCallCount
    )
  }

  /// Schedules a task that waits for the state manager to push a `phx_join`
  /// (observable via the harness's `joinCallCount`) and then signals a
  /// successful subscription. Using a poll-then-confirm pattern avoids a race
  /// where the confirmation fires before `subscribe()` has transitioned into
  /// `.subscribing` and is therefore silently dropped.
  private func confirmSubscribeOnJoin(_ h: Harness) -> Task<Void, Never> {
    Task { [h] in
      while h.joinCallCount.value == 0 {
        try? await Task.sleep(nanoseconds: 5_000_000)
      }
      await h.sut.didReceiveSubscribedOK()
    }
  }

  // MARK: - Initial state

  @Test
  func initialStateIsUnsubscribed() async {
    let h = makeHarness()
    let state = await h.sut.state
    guard case .unsubscribed = state else {
      Issue.record("Expected .unsubscribed, got \(state)")
      return
    }

    let joinRef = await h.sut.joinRef
    #expect(joinRef == nil)
  }

  // MARK: - Subscribe

  @Test
  func subscribePushesJoinAndTransitionsOnConfirmation() async throws {
    let h = makeHarness()

    // Server-side confirmation arrives shortly after the join is pushed.
    let confirmer = Task { [h] in
      while h.joinCallCount.value == 0 {
        try? await Task.sleep(nanoseconds: 5_000_000)
      }
      await h.sut.didReceiveSubscribedOK()
    }

    try await h.sut.subscribe()

    _ = await confirmer.value

    let state = await h.sut.state
    guard case .subscribed = state else {
      Issue.record("Expected .subscribed, got \(state)")
      return
    }
    #expect(h.joinCallCount.value == 1)
    #expect(h.lastJoinRef.value == "1")
  }

  @Test
  func subscribeWhileAlreadySubscribedIsNoOp() async throws {
    let h = makeHarness()

    let confirmer = confirmSubscribeOnJoin(h)
    try await h.sut.subscribe()
    _ = await confirmer.value

    try await h.sut.subscribe()

    #expect(h.joinCallCount.value == 1, "Second subscribe should be a no-op")
  }

  @Test
  func concurrentSubscribesDedup() async throws {
    let h = makeHarness()

    async let first: Void = h.sut.subscribe()
    async let second: Void = h.sut.subscribe()

    // Trigger confirmation after both calls have entered the actor.
    try? await Task.sleep(nanoseconds: 20_000_000)
    await h.sut.didReceiveSubscribedOK()

    try await first
    try await second

    #expect(h.joinCallCount.value == 1, "Only one phx_join should be pushed")
  }

  @Test
  func subscribeRetriesOnTimeoutThenSucceeds() async throws {
    let h = makeHarness(timeoutInterval: 0.05, maxRetryAttempts: 3)

    // Wait for the second join attempt before confirming.
    let confirmer = Task { [h] in
      while h.joinCallCount.value < 2 {
        try? await Task.sleep(nanoseconds: 5_000_000)
      }
      await h.sut.didReceiveSubscribedOK()
    }

    try await h.sut.subscribe()
    _ = await confirmer.value

    let state = await h.sut.state
    guard case .subscribed = state else {
      Issue.record("Expected .subscribed, got \(state)")
      return
    }
    #expect(h.joinCallCount.value >= 2)
  }

  @Test
  func subscribeThrowsAfterMaxRetries() async {
    let h = makeHarness(timeoutInterval: 0.05, maxRetryAttempts: 2)

    do {
      try await h.sut.subscribe()
      Issue.record("Expected subscribe to throw after max retries")
    } catch {
      #expect(error is RealtimeError)
    }

    let state = await h.sut.state
    guard case .unsubscribed = state else {
      Issue.record("State should reset to .unsubscribed after failure, got \(state)")
      return
    }
    #expect(h.joinCallCount.value == 2)
  }

  @Test
  func subscribeFailsWhenSocketCannotConnect() async {
    let h = makeHarness(timeoutInterval: 0.2, maxRetryAttempts: 1)
    h.ensureConnected.setValue(false)

    do {
      try await h.sut.subscribe()
      Issue.record("Expected subscribe to throw when socket is not connected")
    } catch {
      // Expected
    }

    let state = await h.sut.state
    guard case .unsubscribed = state else {
      Issue.record("Expected .unsubscribed, got \(state)")
      return
    }
  }

  /// Issue #1145 (defect 2): a socket connect failure aborted the whole
  /// subscribe on attempt 1 — only timeouts entered the retry ladder. A
  /// transient connect failure must be retried like a timeout.
  @Test
  func subscribeRetriesWhenSocketConnectFailsTransiently() async throws {
    let h = makeHarness(timeoutInterval: 1.0, maxRetryAttempts: 3, retryDelay: { _ in 0.05 })
    h.ensureConnected.setValue(false)

    // The "network" comes back shortly after the first failed attempt.
    let recovery = Task { [h] in
      try? await Task.sleep(nanoseconds: 20_000_000)
      h.ensureConnected.setValue(true)
    }
    let confirmer = confirmSubscribeOnJoin(h)

    try await h.sut.subscribe()
    _ = await recovery.value
    _ = await confirmer.value

    let state = await h.sut.state
    guard case .subscribed = state else {
      Issue.record("Expected .subscribed after transient connect failure, got \(state)")
      return
    }
  }

  /// Issue #1145 (defect 2): connect failures were manufactured as
  /// `Swift.CancellationError`, indistinguishable from the caller's own task
  /// cancellation. They must surface as a typed error instead.
  @Test
  func connectFailureDoesNotSurfaceAsCancellationError() async {
    let h = makeHarness(timeoutInterval: 0.2, maxRetryAttempts: 2, retryDelay: { _ in 0.01 })
    h.ensureConnected.setValue(false)

    do {
      try await h.sut.subscribe()
      Issue.record("Expected subscribe to throw when socket is not connected")
    } catch {
      #expect(!(error is CancellationError), "Connect failure surfaced as CancellationError")
      #expect(error is RealtimeError)
    }
  }

  // MARK: - Unsubscribe

  @Test
  func unsubscribeFromUnsubscribedIsNoOp() async {
    let h = makeHarness()
    await h.sut.unsubscribe()

    let state = await h.sut.state
    guard case .unsubscribed = state else {
      Issue.record("Expected .unsubscribed, got \(state)")
      return
    }
    #expect(h.leaveCallCount.value == 0)
  }

  @Test
  func unsubscribeFromSubscribedPushesLeaveAndWaitsForClose() async throws {
    let h = makeHarness()

    let confirmer = confirmSubscribeOnJoin(h)
    try await h.sut.subscribe()
    _ = await confirmer.value

    await h.sut.unsubscribe()

    let state = await h.sut.state
    guard case .unsubscribed = state else {
      Issue.record("Expected .unsubscribed, got \(state)")
      return
    }
    #expect(h.leaveCallCount.value == 1)

    let joinRef = await h.sut.joinRef
    #expect(joinRef == nil, "joinRef should be cleared after phx_leave")
  }

  @Test
  func unsubscribeWhileSubscribingCancelsSubscribe() async throws {
    let h = makeHarness(timeoutInterval: 5.0, maxRetryAttempts: 1)

    let subscribeTask = Task { try? await h.sut.subscribe() }

    // Wait until the subscribe attempt has pushed phx_join.
    while h.joinCallCount.value == 0 {
      try? await Task.sleep(nanoseconds: 5_000_000)
    }

    // Respond to the phx_leave with a close so unsubscribe can finish.
    let closer = Task { [h] in
      while h.leaveCallCount.value == 0 {
        try? await Task.sleep(nanoseconds: 5_000_000)
      }
      await h.sut.didReceiveClose()
    }

    await h.sut.unsubscribe()
    _ = await closer.value
    _ = await subscribeTask.value

    let state = await h.sut.state
    guard case .unsubscribed = state else {
      Issue.record("Expected .unsubscribed, got \(state)")
      return
    }
  }

  // MARK: - Server-close while subscribed

  /// A server close that aborts an in-flight subscribe must surface as
  /// `RealtimeError.channelClosedByServer` — never as `CancellationError`
  /// (which callers must be able to attribute to their own task) and never
  /// as `maxRetryAttemptsReached` (which can otherwise mask a close landing
  /// on the final retry attempt).
  @Test
  func serverCloseDuringSubscribeSurfacesTypedError() async {
    let h = makeHarness(timeoutInterval: 5.0, maxRetryAttempts: 1)

    let subscribeTask = Task { try await h.sut.subscribe() }

    // Wait until the join is in flight, then the server closes the channel.
    while h.joinCallCount.value == 0 {
      try? await Task.sleep(nanoseconds: 5_000_000)
    }
    await h.sut.didReceiveClose()

    do {
      try await subscribeTask.value
      Issue.record("Expected subscribe to throw after server close")
    } catch {
      #expect(!(error is CancellationError), "Server close surfaced as CancellationError")
      #expect(
        (error as? RealtimeError)?.errorDescription
          == RealtimeError.channelClosedByServer.errorDescription,
        "Expected channelClosedByServer, got \(error)"
      )
    }
  }

  /// A close carrying a `join_ref` that doesn't match the current join must
  /// be ignored — the check runs on the actor, atomically with the close.
  @Test
  func didReceiveCloseIgnoresStaleJoinRef() async throws {
    let h = makeHarness()

    let confirmer = confirmSubscribeOnJoin(h)
    try await h.sut.subscribe()
    _ = await confirmer.value

    let applied = await h.sut.didReceiveClose(joinRef: "stale-join-ref")
    #expect(!applied, "Close for a stale join_ref must be ignored")

    let state = await h.sut.state
    guard case .subscribed = state else {
      Issue.record("Stale close changed state to \(state)")
      return
    }

    let currentJoinRef = await h.sut.joinRef
    let appliedCurrent = await h.sut.didReceiveClose(joinRef: currentJoinRef)
    #expect(appliedCurrent, "Close for the current join_ref must be applied")

    let finalState = await h.sut.state
    guard case .unsubscribed = finalState else {
      Issue.record("Expected .unsubscribed after matching close, got \(finalState)")
      return
    }
  }

  @Test
  func didReceiveCloseTransitionsToUnsubscribed() async throws {
    let h = makeHarness()

    let confirmer = confirmSubscribeOnJoin(h)
    try await h.sut.subscribe()
    _ = await confirmer.value

    await h.sut.didReceiveClose()

    let state = await h.sut.state
    guard case .unsubscribed = state else {
      Issue.record("Expected .unsubscribed, got \(state)")
      return
    }
    let joinRef = await h.sut.joinRef
    #expect(joinRef == nil)
  }

  // MARK: - State stream

  @Test
  func stateChangesEmitsTransitions() async throws {
    let h = makeHarness()

    let observerReady = LockIsolated(false)
    let subscribingSeen = LockIsolated(false)
    let subscribedSeen = LockIsolated(false)
    let unsubscribingSeen = LockIsolated(false)
    let unsubscribedAfterSubscribe = LockIsolated(false)

    let sawSubscribed = LockIsolated(false)
    let sawUnsubscribing = LockIsolated(false)
    let observerReadyFired = LockIsolated(false)
    // Subscribe before spawning the Task — `stateChanges` crosses the actor
    // boundary, so deferring the `await` into the Task would let state
    // transitions race ahead of the observer actually registering.
    let stateChanges = await h.sut.stateChanges
    let observer = Task { [stateChanges] in
      for await state in stateChanges {
        if !observerReadyFired.value {
          observerReadyFired.setValue(true)
          observerReady.setValue(true)
        }
        switch state {
        case .subscribing: subscribingSeen.setValue(true)
        case .subscribed:
          if !sawSubscribed.value {
            sawSubscribed.setValue(true)
            subscribedSeen.setValue(true)
          }
        case .unsubscribing:
          if !sawUnsubscribing.value {
            sawUnsubscribing.setValue(true)
            unsubscribingSeen.setValue(true)
          }
        case .unsubscribed:
          if sawSubscribed.value {
            unsubscribedAfterSubscribe.setValue(true)
            return
          }
        }
      }
    }

    // Wait for the observer to actually subscribe to the stream — otherwise
    // fast state transitions below can race ahead of it and the `.subscribing`
    // replay is missed.
    let becameReady = await waitUntil(timeout: 1) { observerReady.value }
    #expect(becameReady, "observer subscribed")

    let confirmer = confirmSubscribeOnJoin(h)
    try await h.sut.subscribe()
    _ = await confirmer.value

    await h.sut.unsubscribe()

    let sawAllTransitions = await waitUntil(timeout: 2) {
      subscribingSeen.value && subscribedSeen.value && unsubscribingSeen.value
        && unsubscribedAfterSubscribe.value
    }
    #expect(sawAllTransitions, "expected all state transitions to be observed")
    observer.cancel()
  }

  // MARK: - Client changes & pushes

  @Test
  func clientChangesAreForwardedToJoinOperation() async throws {
    let h = makeHarness()
    let config = PostgresJoinConfig(event: .insert, schema: "public", table: "users", filter: nil)
    // The channel owns the buffer — the actor reads it through the injected
    // `getClientChanges` closure when it builds the join payload.
    h.clientChanges.withValue { $0.append(config) }

    // Poll-then-confirm avoids a race where an eager `didReceiveSubscribedOK`
    // runs before `subscribe()` has transitioned into `.subscribing` and is
    // therefore dropped by the guard in the state manager.
    let confirmer = Task { [h] in
      while h.joinCallCount.value == 0 {
        try? await Task.sleep(nanoseconds: 5_000_000)
      }
      await h.sut.didReceiveSubscribedOK()
    }
    try await h.sut.subscribe()
    _ = await confirmer.value

    #expect(h.lastJoinChanges.value.count == 1)
    #expect(h.lastJoinChanges.value.first?.table == "users")
  }

  @Test
  @MainActor
  func storePushIfJoinRefMatchesStoresWhenJoinRefMatches() async throws {
    let h = makeHarness()
    let confirmer = confirmSubscribeOnJoin(h)
    try await h.sut.subscribe()
    _ = await confirmer.value

    let joinRef = await h.sut.joinRef
    let message = RealtimeMessageV2(
      joinRef: joinRef, ref: "r1", topic: "t", event: "e", payload: [:]
    )
    let push = PushV2(channel: nil, message: message)

    let stored = await h.sut.storePushIfJoinRefMatches(push, ref: "r1", joinRef: joinRef)
    #expect(stored)

    let fetched = await h.sut.removePush(ref: "r1")
    #expect(fetched === push)
  }

  @Test
  @MainActor
  func storePushIfJoinRefMatchesSkipsWhenJoinRefChanged() async throws {
    let h = makeHarness()
    let confirmer = confirmSubscribeOnJoin(h)
    try await h.sut.subscribe()
    _ = await confirmer.value

    // Caller snapshots joinRef…
    let staleJoinRef = await h.sut.joinRef

    // …then the channel closes before the caller registers the push.
    await h.sut.didReceiveClose()

    let message = RealtimeMessageV2(
      joinRef: staleJoinRef, ref: "r1", topic: "t", event: "e", payload: [:]
    )
    let push = PushV2(channel: nil, message: message)

    let stored = await h.sut.storePushIfJoinRefMatches(
      push, ref: "r1", joinRef: staleJoinRef
    )
    #expect(!stored, "Push from a stale join cycle must not be registered")

    let fetched = await h.sut.removePush(ref: "r1")
    #expect(fetched == nil, "Stale push must not leak into the pushes dict")
  }

  @Test
  @MainActor
  func didReceiveCloseClearsStoredPushes() async throws {
    let h = makeHarness()
    let confirmer = confirmSubscribeOnJoin(h)
    try await h.sut.subscribe()
    _ = await confirmer.value

    let joinRef = await h.sut.joinRef
    let message = RealtimeMessageV2(
      joinRef: joinRef, ref: "r1", topic: "t", event: "e", payload: [:]
    )
    let push = PushV2(channel: nil, message: message)
    _ = await h.sut.storePushIfJoinRefMatches(push, ref: "r1", joinRef: joinRef)

    await h.sut.didReceiveClose()

    let fetched = await h.sut.removePush(ref: "r1")
    #expect(fetched == nil, "Pushes should be cleared after didReceiveClose")
  }
}
