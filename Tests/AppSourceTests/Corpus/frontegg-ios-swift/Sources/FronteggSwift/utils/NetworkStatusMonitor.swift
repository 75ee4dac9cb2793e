//
//  NetworkStatusMonitor.swift
//
//  Created by Nick Hagi on 18/09/2024.
//  Updated: Fix handler removal by switching to stable tokens under the hood,
//  while preserving the original index-based API without index-shift bugs.
//

import Foundation
import Network

// MARK: - NSLock Extension for async-safe locking (Swift 6 compatibility)
extension NSLock {
    /// Async-safe locking method for use in async contexts
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}

// MARK: - Error classification

/// Walk the NSUnderlyingErrorKey chain to the deepest NSError.
private func deepestNSError(_ error: Error) -> NSError {
    var nsError = error as NSError
    while let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
        nsError = underlying
    }
    return nsError
}

/// Returns true if the error is very likely due to connectivity / transport problems.
/// You can optionally pass the URLResponse (if you have it) for extra signals.
func isConnectivityError(_ error: Error, response: URLResponse? = nil) -> Bool {
    if let api = error as? ApiError, case .refreshEndpointTransient = api {
        return true
    }

    let e = deepestNSError(error)

    // 1) Classic URL errors
    if e.domain == NSURLErrorDomain {
        let code = URLError.Code(rawValue: e.code) // not optional
        switch code {
        case .notConnectedToInternet,          // -1009
             .timedOut,                        // -1001
             .cannotFindHost,                  // -1003
             .cannotConnectToHost,             // -1004
             .networkConnectionLost,           // -1005
             .dnsLookupFailed,                 // -1006
             .secureConnectionFailed,          // -1200
             .serverCertificateHasBadDate,     // -1201
             .serverCertificateUntrusted,      // -1202
             .serverCertificateHasUnknownRoot, // -1203
             .serverCertificateNotYetValid,    // -1204
             .clientCertificateRejected,       // -1205
             .clientCertificateRequired,       // -1206
             .cannotLoadFromNetwork,           // -2000
             .internationalRoamingOff,         // -1018
             .dataNotAllowed,                  // -1020
             .callIsActive,                    // -1019
             .httpTooManyRedirects:            // -1007 (captive portal loops)
            return true
        case .cancelled:
            break
        default:
            break
        }
    }

    // 2) CFNetwork lower-level host/proxy/DNS errors
    if e.domain == (kCFErrorDomainCFNetwork as String) {
        // Host resolution errors (kCFHostErrorUnknown..kCFHostErrorNoAddress)
        if (-72000...(-71990)).contains(e.code) { return true }
        // SOCKS / proxy / HTTP proxy connection failures (broadly treat as connectivity)
        if (-12000...(-11800)).contains(e.code) { return true }
    }

    // 3) POSIX-level transport failures (e.g., ECONNRESET, ETIMEDOUT)
    if e.domain == NSPOSIXErrorDomain {
        let posix = POSIXError.Code(rawValue: Int32(e.code))
        switch posix {
        case .ECONNRESET, .ECONNABORTED, .ETIMEDOUT, .EHOSTDOWN, .EHOSTUNREACH,
             .ENETDOWN, .ENETUNREACH, .ENETRESET, .ESHUTDOWN, .EPIPE:
            return true
        default:
            break
        }
    }

    // 4) Optional HTTP-level signal (when you have the response)
    if let http = response as? HTTPURLResponse {
        if http.statusCode == 408 { return true }                  // Request Timeout
        if (300..<400).contains(http.statusCode) { return true }   // likely captive portal
    }

    return false
}

// MARK: - Active probe to a specific HTTPS server

private func checkServerConnectivity(
    baseURLString: String,
    timeout: TimeInterval = 3,
    treatRedirectsAsOffline: Bool = true
) async -> Bool {
    guard var comps = URLComponents(string: baseURLString) else { return false }
    if comps.scheme == nil { comps.scheme = "https" }
    let scheme = comps.scheme?.lowercased()
    let host = comps.host?.lowercased()
    let allowsTestingHTTP = FronteggRuntime.isTesting &&
        scheme == "http" &&
        (host == "127.0.0.1" || host == "localhost")
    if scheme != "https" && !allowsTestingHTTP { return false }
    guard let url = comps.url else { return false }

    let cfg = URLSessionConfiguration.ephemeral
    cfg.timeoutIntervalForRequest = timeout
    cfg.timeoutIntervalForResource = timeout
    cfg.requestCachePolicy = .reloadIgnoringLocalCacheData
    cfg.allowsExpensiveNetworkAccess = true
    cfg.allowsConstrainedNetworkAccess = true
    let session = URLSession(configuration: cfg)

    // 1) Try HEAD
    var head = URLRequest(url: url)
    head.httpMethod = "HEAD"
    head.cachePolicy = .reloadIgnoringLocalCacheData
    head.setValue("no-cache", forHTTPHeaderField: "Cache-Control")
    head.setValue("close", forHTTPHeaderField: "Connection")

    do {
        let (_, resp) = try await session.data(for: head)
        if let http = resp as? HTTPURLResponse {
            if http.statusCode == 200 { return true }
            if (300..<400).contains(http.statusCode) { return !treatRedirectsAsOffline }
            return false
        }
        return false
    } catch {
        // If clearly transport/TLS/DNS → offline. Else some servers reject HEAD; try GET.
        if isConnectivityError(error) { return false }
    }

    // 2) Fallback: tiny GET
    var get = URLRequest(url: url)
    get.httpMethod = "GET"
    get.cachePolicy = .reloadIgnoringLocalCacheData
    get.setValue("no-cache", forHTTPHeaderField: "Cache-Control")
    get.setValue("bytes=0-0", forHTTPHeaderField: "Range") // minimize payload
    get.setValue("close", forHTTPHeaderField: "Connection")

    do {
        let (_, resp) = try await session.data(for: get)
        guard let http = resp as? HTTPURLResponse else { return false }
        if http.statusCode == 200 || http.statusCode == 206 { return true }
        if (300..<400).contains(http.statusCode) { return !treatRedirectsAsOffline }
        return false
    } catch {
        return false
    }
}

// MARK: - Public facade

public enum NetworkStatusMonitor {
    // Configuration
    private static var configuredBaseURLString: String?
#if DEBUG
    private static var testReachabilityOverride: Bool?
#endif

    // Strong refs (retain these!)
    private static var pathMonitor: NWPathMonitor?
    private static let pathQueue = DispatchQueue(label: "NetworkStatusMonitor.path")
    private static var backgroundTimer: DispatchSourceTimer?
    private static let backgroundQueue = DispatchQueue(label: "NetworkStatusMonitor.probe")

    // Cached state for background monitoring
    private static var _cachedReachable = false
    private static var _hasCachedReachable = false
    private static var _hasInitialCheckFired = false
    private static let _initialCheckLock = NSLock()
    private static var _isMonitoringActive = false
    private static let _monitoringLock = NSLock()
    private static var _monitorSessionGeneration: UInt64 = 0
    private static var _probeGeneration: UInt64 = 0
    private static var _emitInitialState = true
    /// When `false`, the session runs in *passive* mode: only the event-driven
    /// `NWPathMonitor` is used (no periodic `/test` probe timer, and a satisfied
    /// path is treated as reachable without an active server probe). Passive mode
    /// is a low-cost way to keep observing connectivity while healthy/online so a
    /// later disconnect is still detected. (FR-25783)
    private static var _activeProbeEnabled = true

    // MARK: Handler storage (token-backed) + stable index mapping
    public struct OnChangeToken: Hashable { fileprivate let id = UUID() }

    /// All handlers keyed by stable token.
    private static var _onChangeHandlers: [OnChangeToken: (Bool) -> Void] = [:]

    /// Stable index map: each position holds the token that was returned at that index.
    /// We never shrink this array on removal; we set positions to `nil` to keep indices stable.
    private static var _indexMap: [OnChangeToken?] = []

    private static let stateLock = NSLock()

#if DEBUG
    private static func currentTestReachabilityOverride() -> Bool? {
        stateLock.withLock { testReachabilityOverride }
    }
#endif

    // MARK: - Public API

    /// Register an additional on-change handler at runtime.
    /// The handler is invoked on the main queue whenever the state changes,
    /// and also on the first emission after `startBackgroundMonitoring(...)`.
    /// - Returns: An **index token** compatible with legacy `removeOnChange(at:)`.
    @discardableResult
    public static func addOnChange(_ handler: @escaping (Bool) -> Void) -> Int {
        stateLock.lock()
        let token = OnChangeToken()
        _onChangeHandlers[token] = handler
        _indexMap.append(token)
        let idx = _indexMap.count - 1
        stateLock.unlock()
        return idx
    }

    /// Modern API: add a handler and get a **stable token** for removal.
    @discardableResult
    public static func addOnChangeReturningToken(_ handler: @escaping (Bool) -> Void) -> OnChangeToken {
        stateLock.lock()
        let token = OnChangeToken()
        _onChangeHandlers[token] = handler
        _indexMap.append(token) // also track in index map so legacy indices remain aligned
        stateLock.unlock()
        return token
    }

    /// Remove a previously added handler using the **stable token**.
    public static func removeOnChange(_ token: OnChangeToken) {
        stateLock.lock()
        _onChangeHandlers.removeValue(forKey: token)
        // Null-out the first matching index position to preserve index stability for others.
        if let i = _indexMap.firstIndex(where: { $0 == token }) {
            _indexMap[i] = nil
        }
        stateLock.unlock()
    }

    /// Legacy removal: remove by **index** returned from `addOnChange(_:)`.
    /// Indices remain valid even if earlier handlers are removed (we never shift the map).
    public static func removeOnChange(at index: Int) {
        stateLock.lock()
        if _indexMap.indices.contains(index), let token = _indexMap[index] {
            _indexMap[index] = nil
            _onChangeHandlers.removeValue(forKey: token)
        }
        stateLock.unlock()
    }

    /// Remove all registered handlers.
    public static func removeAllOnChangeHandlers() {
        stateLock.lock()
        _onChangeHandlers.removeAll()
        _indexMap.removeAll()
        stateLock.unlock()
    }

    /// Require strict server reachability (TLS + response) for `isActive`.
    public static func configure(baseURLString: String) {
        configuredBaseURLString = baseURLString
    }

    /// Start background monitoring and receive callbacks on changes.
    /// When `emitInitialState` is `true`, handlers also receive the current state once monitoring starts.
    /// When `enableActiveProbe` is `false`, monitoring runs in *passive* mode: only the
    /// event-driven `NWPathMonitor` runs — no periodic `/test` probe timer — and a
    /// satisfied network path is treated as reachable without an active server probe.
    public static func startBackgroundMonitoring(
        interval: TimeInterval = 10,
        emitInitialState: Bool = true,
        enableActiveProbe: Bool = true,
        onChange: ((Bool) -> Void)? = nil
    ) {
        // Prevent multiple simultaneous starts - check and set flag atomically
        var sessionGeneration: UInt64 = 0
        _monitoringLock.lock()
        if _isMonitoringActive {
            _monitoringLock.unlock()
            return // Already monitoring, skip duplicate start
        }
        _isMonitoringActive = true
        _monitorSessionGeneration &+= 1
        sessionGeneration = _monitorSessionGeneration
        _probeGeneration &+= 1
        _emitInitialState = emitInitialState
        _activeProbeEnabled = enableActiveProbe
        _monitoringLock.unlock()
        
        // Stop any existing monitoring resources (defensive cleanup)
        backgroundTimer?.cancel()
        backgroundTimer = nil
        pathMonitor?.cancel()
        pathMonitor = nil
        
        // Store the handler if provided (keeps legacy index-based behavior intact)
        if let handler = onChange {
            _ = addOnChange(handler)
        }

        // Reset initial check flag for new monitoring session
        _initialCheckLock.lock()
        _hasInitialCheckFired = false
        _initialCheckLock.unlock()
        stateLock.withLock {
            _cachedReachable = false
            _hasCachedReachable = false
        }
        // Retain the path monitor
        let monitor = NWPathMonitor()
        monitor.pathUpdateHandler = { path in
            let isCurrentSession = _monitoringLock.withLock {
                _isMonitoringActive && sessionGeneration == _monitorSessionGeneration
            }
            guard isCurrentSession else { return }

            // Use lock to safely check and set the initial check flag atomically
            // This prevents duplicate /test calls when NWPathMonitor fires multiple times rapidly
            var shouldForceEmit = false
            var shouldSuppressInitialEmission = false
            _monitoringLock.lock()
            if !_hasInitialCheckFired {
                _hasInitialCheckFired = true
                shouldForceEmit = _emitInitialState
                shouldSuppressInitialEmission = !_emitInitialState
            }
            _monitoringLock.unlock()
            
            refreshReachability(
                for: path,
                forceEmit: shouldForceEmit,
                suppressEmit: shouldSuppressInitialEmission,
                expectedMonitoringGeneration: sessionGeneration
            )
        }
        pathMonitor = monitor
        monitor.start(queue: pathQueue)

        // Periodic active probe (only if strict mode is configured AND active probing is enabled).
        // Passive sessions (enableActiveProbe == false) skip the recurring /test poll entirely
        // and rely on the event-driven NWPathMonitor above.
        // Schedule timer to start after the full interval to avoid duplicate initial call
        // (pathUpdateHandler already provides the initial check when monitor.start() is called)
        if configuredBaseURLString != nil && enableActiveProbe {
            let t = DispatchSource.makeTimerSource(queue: backgroundQueue)
            t.schedule(deadline: .now() + interval, repeating: interval)
            t.setEventHandler {
                let isCurrentSession = _monitoringLock.withLock {
                    _isMonitoringActive && sessionGeneration == _monitorSessionGeneration
                }
                guard isCurrentSession else { return }

                Task {
                    _ = await probeReachability(
                        forceEmit: false,
                        expectedMonitoringGeneration: sessionGeneration
                    )
                }
            }
            t.resume()
            backgroundTimer = t
        } else {
            backgroundTimer = nil
        }
    }

    public static func stopBackgroundMonitoring() {
        _monitoringLock.lock()
        _isMonitoringActive = false
        _monitorSessionGeneration &+= 1
        _probeGeneration &+= 1
        _emitInitialState = true
        _activeProbeEnabled = true
        _monitoringLock.unlock()
        _initialCheckLock.lock()
        _hasInitialCheckFired = false
        _initialCheckLock.unlock()
        stateLock.withLock {
            _cachedReachable = false
            _hasCachedReachable = false
        }
        backgroundTimer?.cancel()
        backgroundTimer = nil
        pathMonitor?.cancel()
        pathMonitor = nil
    }

    /// Keeps your existing call site: `guard await NetworkStatusMonitor.isActive else { ... }`
    public static var isActive: Bool {
        get async {
            // If background monitoring is active, use cached value to avoid duplicate /test calls
            // Background monitoring will keep the cache updated via periodic checks
            let monitoringActive = _monitoringLock.withLock {
                return _isMonitoringActive
            }
            
            if monitoringActive {
                let snapshot = stateLock.withLock {
                    return (_hasCachedReachable, _cachedReachable)
                }
                if snapshot.0 {
                    return snapshot.1
                }
                return await probeReachability(forceEmit: true)
            }
            
            // When monitoring is not active, perform a fresh check (on-demand)
            return await probeReachability(forceEmit: true)
        }
    }

    static func probeConfiguredReachability(
        timeout: TimeInterval = 3,
        treatRedirectsAsOffline: Bool = true
    ) async -> Bool {
#if DEBUG
        if let override = currentTestReachabilityOverride() {
            return override
        }
#endif
        if let base = configuredBaseURLString {
            return await checkServerConnectivity(
                baseURLString: base,
                timeout: timeout,
                treatRedirectsAsOffline: treatRedirectsAsOffline
            )
        }

        return await routeIsAvailableOnce()
    }

    // MARK: - Helpers

    private static func refreshReachability(
        for path: NWPath,
        forceEmit: Bool,
        suppressEmit: Bool = false,
        expectedMonitoringGeneration: UInt64? = nil
    ) {
        if let expectedMonitoringGeneration {
            let isCurrentSession = _monitoringLock.withLock {
                _isMonitoringActive && expectedMonitoringGeneration == _monitorSessionGeneration
            }
            guard isCurrentSession else { return }
        }

#if DEBUG
        if let override = currentTestReachabilityOverride() {
            updateCached(override, forceEmit: forceEmit, suppressEmit: suppressEmit)
            return
        }
#endif

        if path.status != .satisfied {
            _monitoringLock.withLock {
                _probeGeneration &+= 1
            }
            updateCached(false, forceEmit: forceEmit, suppressEmit: suppressEmit)
            return
        }

        // In passive mode (no active probe), a satisfied path is treated as reachable
        // without hitting /test — same as when no strict base URL is configured.
        let activeProbeEnabled = _monitoringLock.withLock { _activeProbeEnabled }
        if configuredBaseURLString == nil || !activeProbeEnabled {
            updateCached(true, forceEmit: forceEmit, suppressEmit: suppressEmit)
            return
        }

        Task {
            _ = await probeReachability(
                forceEmit: forceEmit,
                suppressEmit: suppressEmit,
                expectedMonitoringGeneration: expectedMonitoringGeneration
            )
        }
    }

    @discardableResult
    private static func probeReachability(
        forceEmit: Bool,
        suppressEmit: Bool = false,
        expectedMonitoringGeneration: UInt64? = nil
    ) async -> Bool {
#if DEBUG
        if let override = currentTestReachabilityOverride() {
            if let expectedMonitoringGeneration {
                let isCurrentSession = _monitoringLock.withLock {
                    _isMonitoringActive && expectedMonitoringGeneration == _monitorSessionGeneration
                }
                guard isCurrentSession else { return override }
            }
            updateCached(override, forceEmit: forceEmit, suppressEmit: suppressEmit)
            return override
        }
#endif
        if let base = configuredBaseURLString {
            let generation = _monitoringLock.withLock {
                _probeGeneration &+= 1
                return _probeGeneration
            }
            let ok = await checkServerConnectivity(baseURLString: base)
            let (isCurrentProbe, isCurrentSession) = _monitoringLock.withLock {
                (
                    generation == _probeGeneration,
                    expectedMonitoringGeneration == nil
                        || (_isMonitoringActive && expectedMonitoringGeneration == _monitorSessionGeneration)
                )
            }
            if isCurrentProbe && isCurrentSession {
                updateCached(ok, forceEmit: forceEmit, suppressEmit: suppressEmit)
            }
            return ok
        }

        let route = await routeIsAvailableOnce()
        if let expectedMonitoringGeneration {
            let isCurrentSession = _monitoringLock.withLock {
                _isMonitoringActive && expectedMonitoringGeneration == _monitorSessionGeneration
            }
            guard isCurrentSession else { return route }
        }
        updateCached(route, forceEmit: forceEmit, suppressEmit: suppressEmit)
        return route
    }

    /// Update cache and notify all registered handlers on the main queue if changed (or forced).
    private static func updateCached(
        _ value: Bool,
        forceEmit: Bool = false,
        suppressEmit: Bool = false
    ) {
        var changed = false
        var handlersCopy: [((Bool) -> Void)] = []

        stateLock.lock()
        changed = (value != _cachedReachable)
        _cachedReachable = value
        _hasCachedReachable = true
        if !suppressEmit && (changed || forceEmit) {
            // Snapshot all current handlers (values) under lock
            handlersCopy = Array(_onChangeHandlers.values)
        }
        stateLock.unlock()

        guard !suppressEmit else { return }
        guard changed || forceEmit else { return }
        guard !handlersCopy.isEmpty else { return }

        DispatchQueue.main.async {
            handlersCopy.forEach { $0(value) }
        }
    }

    /// Bridges a callback-based API that may invoke `resume` more than once into a single
    /// async result. The first call to `resume` wins; later calls are silently dropped.
    ///
    /// This exists because `NWPathMonitor.pathUpdateHandler` is invoked once at start *and* on
    /// every subsequent path change (Wi-Fi ↔ cellular handoff, VPN reconnect, captive-portal
    /// auth, sleep/wake). Resuming a `CheckedContinuation` more than once trips
    /// `_checkedContinuationViolated` and crashes the process with `EXC_BREAKPOINT`. Even
    /// cancelling the monitor before resuming is not enough: callbacks already enqueued on
    /// the serial path queue still run after `cancel()`. The lock-guarded boolean here is the
    /// authoritative gate.
    private static func awaitFirstBoolResult(
        body: (@escaping (Bool) -> Void) -> Void
    ) async -> Bool {
        await withCheckedContinuation { (cont: CheckedContinuation<Bool, Never>) in
            let lock = NSLock()
            var didResume = false
            body { value in
                let shouldResume: Bool = lock.withLock {
                    guard !didResume else { return false }
                    didResume = true
                    return true
                }
                guard shouldResume else { return }
                cont.resume(returning: value)
            }
        }
    }

    /// One-shot route availability check. Returns `false` if the monitor does not
    /// deliver a path update within `timeout`. Mirrors `FronteggAuth.checkNetworkPath`'s
    /// defensive bound — without it, a stalled `NWPathMonitor` (VPN reconnect, MDM
    /// captive portal) could hang the startup connectivity race indefinitely.
    private static func routeIsAvailableOnce(timeout: TimeInterval = 1.0) async -> Bool {
        await awaitFirstBoolResult { resume in
            let m = NWPathMonitor()
            // Build the deadline work item first so the path handler can cancel it
            // when an update wins the race — without this, the deadline closure stays
            // queued, keeps `m` alive until `timeout`, and fires a dropped
            // cancel + resume(false) after the await has already resumed.
            let timeoutItem = DispatchWorkItem {
                m.pathUpdateHandler = nil
                m.cancel()
                resume(false)
            }
            m.pathUpdateHandler = { path in
                let satisfied = path.status == .satisfied
                m.pathUpdateHandler = nil
                m.cancel()
                timeoutItem.cancel()
                resume(satisfied)
            }
            m.start(queue: pathQueue)
            // Race the monitor against a deadline on the same serial queue so the
            // cancel + resume are serialized w.r.t. any in-flight path update.
            pathQueue.asyncAfter(deadline: .now() + timeout, execute: timeoutItem)
        }
    }
}

#if DEBUG
extension NetworkStatusMonitor {
    static func _testReset() {
        backgroundTimer?.cancel()
        backgroundTimer = nil
        pathMonitor?.cancel()
        pathMonitor = nil
        configuredBaseURLString = nil

        stateLock.withLock {
            testReachabilityOverride = nil
            _onChangeHandlers.removeAll()
            _indexMap.removeAll()
            _cachedReachable = false
            _hasCachedReachable = false
        }
        _monitoringLock.withLock {
            _isMonitoringActive = false
            _monitorSessionGeneration = 0
            _probeGeneration = 0
            _emitInitialState = true
            _activeProbeEnabled = true
        }
        _initialCheckLock.withLock {
            _hasInitialCheckFired = false
        }
    }

    static func _testSetState(
        cachedReachable: Bool,
        hasCachedReachable: Bool,
        monitoringActive: Bool,
        hasInitialCheckFired: Bool = false
    ) {
        stateLock.withLock {
            _cachedReachable = cachedReachable
            _hasCachedReachable = hasCachedReachable
        }
        _monitoringLock.withLock {
            _isMonitoringActive = monitoringActive
        }
        _initialCheckLock.withLock {
            _hasInitialCheckFired = hasInitialCheckFired
        }
    }

    static func _testSetReachabilityOverride(_ available: Bool?) {
        stateLock.withLock {
            testReachabilityOverride = available
        }
    }

    static func _testCurrentMonitoringGeneration() -> UInt64 {
        _monitoringLock.withLock { _monitorSessionGeneration }
    }

    static func _testEmitCachedForMonitoringGeneration(
        _ value: Bool,
        expectedGeneration: UInt64,
        forceEmit: Bool = false
    ) {
        let isCurrentSession = _monitoringLock.withLock {
            _isMonitoringActive && expectedGeneration == _monitorSessionGeneration
        }
        guard isCurrentSession else { return }
        updateCached(value, forceEmit: forceEmit)
    }

    static func _testEmitCached(_ value: Bool, forceEmit: Bool = false) {
        updateCached(value, forceEmit: forceEmit)
    }

    /// Test seam that exposes the one-shot resume primitive used by `routeIsAvailableOnce`.
    /// Used to verify the `EXC_BREAKPOINT` regression from issue #256 cannot return.
    static func _testAwaitFirstBoolResult(
        body: (@escaping (Bool) -> Void) -> Void
    ) async -> Bool {
        await awaitFirstBoolResult(body: body)
    }

    /// Test seam exposing the real `routeIsAvailableOnce` so we can smoke-test the wiring.
    static func _testRouteIsAvailableOnce() async -> Bool {
        await routeIsAvailableOnce()
    }

    static func _testSnapshot() -> (
        cachedReachable: Bool,
        hasCachedReachable: Bool,
        monitoringActive: Bool,
        emitInitialState: Bool,
        activeProbeEnabled: Bool,
        hasInitialCheckFired: Bool,
        handlerCount: Int,
        indexMapCount: Int
    ) {
        let state = stateLock.withLock {
            (
                cachedReachable: _cachedReachable,
                hasCachedReachable: _hasCachedReachable,
                handlerCount: _onChangeHandlers.count,
                indexMapCount: _indexMap.count
            )
        }
        let monitoring = _monitoringLock.withLock {
            (
                monitoringActive: _isMonitoringActive,
                emitInitialState: _emitInitialState,
                activeProbeEnabled: _activeProbeEnabled
            )
        }
        let initialCheckFired = _initialCheckLock.withLock { _hasInitialCheckFired }
        return (
            cachedReachable: state.cachedReachable,
            hasCachedReachable: state.hasCachedReachable,
            monitoringActive: monitoring.monitoringActive,
            emitInitialState: monitoring.emitInitialState,
            activeProbeEnabled: monitoring.activeProbeEnabled,
            hasInitialCheckFired: initialCheckFired,
            handlerCount: state.handlerCount,
            indexMapCount: state.indexMapCount
        )
    }
}
#endif
