//
//  Adapter.swift
//  (c) 2024-2025 Firezone, Inc.
//  LICENSE: Apache-2.0
//

// TODO: Refactor to fix file length

import FirezoneKit
import Foundation
import NetworkExtension
import OSLog

enum AdapterError: Error {
  /// Failure to perform an operation in such state.
  case invalidSession(Session?)

  /// connlib failed to start
  case connlibConnectError(String)

  var localizedDescription: String {
    switch self {
    case .invalidSession(let session):
      let message = session == nil ? "Session is disconnected" : "Session is still connected"
      return message
    case .connlibConnectError(let error):
      return "connlib failed to start: \(error)"
    }
  }
}

// Loosely inspired from WireGuardAdapter from WireGuardKit
actor Adapter {
  private struct PendingUnreachableResource {
    let resource: UnreachableResource
    let receivedAt: ContinuousClock.Instant
  }

  /// Command sender for sending commands to the session
  private var commandSender: Sender<SessionCommand>?

  /// Task handles wrapped in CancellableTask for automatic cleanup via RAII.
  private var eventLoopTask: CancellableTask?
  private var eventConsumerTask: CancellableTask?
  private var pathMonitorTask: CancellableTask?
  private var featureFlagPollTask: CancellableTask?

  /// How often the NE polls Rust for the log-streaming feature flag.
  /// Shorter than `RE_EVAL_DURATION` (5 min) on the Rust side so the NE
  /// picks up a flag change soon after PostHog re-evaluation.
  private static let featureFlagPollInterval: Duration = .seconds(5)
  private static let resourceNotificationTTL: Duration = .seconds(15)

  // Our local copy of the accountSlug
  private let accountSlug: String

  /// Current network settings for tunnel configuration.
  private var networkSettings = NetworkSettings()

  /// Tracks whether we have applied any network settings
  private var hasAppliedSettings: Bool = false

  /// Command sender for communicating with PacketTunnelProvider.
  private let providerCommandSender: Sender<ProviderCommand>

  /// Continuation to signal tunnel is ready after receiving first tunInterfaceUpdated event.
  private var startContinuation: CheckedContinuation<Void, Error>?

  /// Remembers the last _relevant_ path update.
  /// A path update is considered relevant if certain properties change that require us to reset connlib's
  /// network state.
  private var lastPath: Network.NWPath?

  /// Handles network path updates from NWPathMonitor.
  ///
  /// This callback is invoked whenever:
  /// - Network connectivity changes
  /// - System DNS servers change, including when we set them
  /// - Routes change, including when we set them
  ///
  /// Apple doesn't give us very much info in this callback, so we don't know which of the
  /// events above triggered the callback.
  ///
  /// We use dlsym to access the `dns_configuration_copy` function which returns scoped
  /// resolvers that aren't shadowed by our tunnel's DNS settings.
  ///
  /// See the following issues for background:
  /// - https://github.com/firezone/firezone/issues/3302
  /// - https://github.com/firezone/firezone/issues/3343
  /// - https://github.com/firezone/firezone/issues/3235
  /// - https://github.com/firezone/firezone/issues/3175
  private func handlePathUpdate(_ path: Network.NWPath) async {
    let isReasserting = await getReasserting()

    if path.status == .unsatisfied {
      // Check if we need to set reasserting, avoids OS log spam and potentially other side effects
      if !isReasserting {
        // Tell the UI we're not connected
        providerCommandSender.send(.setReasserting(true))
      }
    } else {
      if isReasserting {
        providerCommandSender.send(.setReasserting(false))
      }

      if path.connectivityDifferentFrom(path: lastPath) {
        // Tell connlib to reset network state and DNS resolvers, but only do so if our connectivity has
        // meaningfully changed. On darwin, this is needed to send packets
        // out of a different interface even when 0.0.0.0 is used as the source.
        // If our primary interface changes, we can be certain the old socket shouldn't be
        // used anymore.
        sendCommand(.reset("primary network path changed"))
      }

      await setSystemDefaultResolvers(path)

      lastPath = path
    }
  }

  /// Internet resource enabled state
  private var internetResourceEnabled: Bool

  /// Keep track of resources for UI
  private var resources: [Resource]?  // swiftlint:disable:this discouraged_optional_collection
  private var connectedDevices: [ConnectedDevice] = []

  /// Resource notifications waiting for the UI process to poll them.
  private var pendingUnreachableResources: [PendingUnreachableResource]
  private let notificationClock = ContinuousClock()

  /// Starting parameters
  private let apiURL: String
  private let token: Token
  private let deviceId: String
  private let logFilter: String

  init(
    apiURL: String,
    token: Token,
    deviceId: String,
    logFilter: String,
    accountSlug: String,
    internetResourceEnabled: Bool,
    providerCommandSender: Sender<ProviderCommand>
  ) {
    self.apiURL = apiURL
    self.token = token
    self.deviceId = deviceId
    self.logFilter = logFilter
    self.accountSlug = accountSlug
    self.internetResourceEnabled = internetResourceEnabled
    self.providerCommandSender = providerCommandSender
    self.pendingUnreachableResources = []
    // Start log cleanup immediately - doesn't depend on tunnel being connected
    providerCommandSender.send(.startLogCleanupTask)
  }

  func start() async throws {
    Log.log("Adapter.start: Starting session for account: \(accountSlug)")

    // Get device metadata - asynchronously get values from MainActor
    let deviceName: String
    #if os(iOS)
      let identifierForVendor: String?
      (deviceName, identifierForVendor) = await MainActor.run {
        (DeviceMetadata.getDeviceName(), DeviceMetadata.getIdentifierForVendor())
      }
    #else
      deviceName = await MainActor.run {
        DeviceMetadata.getDeviceName()
      }
    #endif

    let logDir = SharedAccess.connlibLogFolderURL?.path ?? "/tmp/firezone"
    let flowLogsDir = SharedAccess.flowLogsFolderURL?.path

    #if os(iOS)
      let deviceInfo = DeviceInfo(
        firebaseInstallationId: nil,
        deviceUuid: nil,
        deviceSerial: nil,
        identifierForVendor: identifierForVendor
      )
    #else
      let deviceInfo = DeviceInfo(
        firebaseInstallationId: nil,
        deviceUuid: getDeviceUuid(),
        deviceSerial: getDeviceSerial(),
        identifierForVendor: nil
      )
    #endif

    // Create the session
    let session: Session
    do {
      session = try Session.newApple(
        apiUrl: apiURL,
        token: token.description,
        deviceId: deviceId,
        accountSlug: accountSlug,
        deviceName: deviceName,
        logDir: logDir,
        logFilter: logFilter,
        flowLogsDir: flowLogsDir,
        deviceInfo: deviceInfo,
        isInternetResourceActive: internetResourceEnabled
      )
    } catch {
      throw AdapterError.connlibConnectError(String(describing: error))
    }

    // Create channels - following Rust pattern with separate sender/receiver
    let (commandSender, commandReceiver): (Sender<SessionCommand>, Receiver<SessionCommand>) =
      Channel.create()
    self.commandSender = commandSender

    let (eventSender, eventReceiver): (Sender<Event>, Receiver<Event>) = Channel.create()

    // Start event loop - owns session, receives commands, sends events
    eventLoopTask = CancellableTask { @Sendable in
      defer {
        Log.log("Adapter: Event loop finished, session dropped")
      }

      await runSessionEventLoop(
        session: session,
        commandReceiver: commandReceiver,
        eventSender: eventSender
      )
    }

    // Start event consumer - consumes events from receiver (Rust pattern: receiver outside)
    eventConsumerTask = CancellableTask { @Sendable [weak self] in
      for await event in eventReceiver.stream {
        // Check self on each iteration - if Adapter is deallocated, stop processing events
        guard let self = self else {
          Log.log("Adapter: Event consumer stopping - Adapter deallocated")
          break
        }

        await self.handleEvent(event)
      }

      Log.log("Adapter: Event consumer finished")
    }

    // Start path monitoring - uses AsyncStream with RAII cleanup via onTermination
    pathMonitorTask = CancellableTask { @Sendable [weak self] in
      for await path in networkPathUpdates() {
        guard let self else { break }
        await self.handlePathUpdate(path)
      }
    }

    // Poll Rust feature flag to enable/disable native Swift log streaming to Sentry
    featureFlagPollTask = CancellableTask { @Sendable in
      while !Task.isCancelled {
        let active = isLogStreamingActive()
        Log.setStreamingActive(active)
        try? await Task.sleep(for: Adapter.featureFlagPollInterval)
      }
    }

    // Wait for tunnel to be ready (first tunInterfaceUpdated event)
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        self.startContinuation = continuation
      }
    } onCancel: {
      Task { await self.cancelStartContinuation() }
    }

    Log.log("Adapter.start: Session started successfully")
  }

  /// Final callback called by packetTunnelProvider when tunnel is to be stopped.
  /// Can happen due to:
  ///  - User toggles VPN off in Settings.app
  ///  - User signs out
  ///  - User clicks "Disconnect and Quit" (macOS)
  ///  - connlib sends onDisconnect
  ///
  ///  This can happen before the tunnel is in the tunnelReady state, such as if the portal
  ///  is slow to send the init.
  func stop() async {
    Log.log("Adapter.stop")

    // Cancel any pending start continuation
    cancelStartContinuation()

    sendCommand(.disconnect)

    // Close command channel immediately - ensures event loop sees channel close
    commandSender = nil

    // Cancel path monitoring - triggers CancellableTask.deinit -> Task cancellation
    // -> onTermination -> monitor.cancel()
    pathMonitorTask = nil

    // Stop feature flag polling and disable log streaming
    featureFlagPollTask = nil
    Log.setStreamingActive(false)

    // Wait for the event loop to drop the session: connlib finalizes open flows
    // into the spool and blocks briefly to upload them, which must finish before
    // stopTunnel's completionHandler lets the OS reap this process. Capped so a
    // wedged loop can't hang stopTunnel; connlib's own flush wait is 10s.
    await eventLoopTask?.wait(timeout: .seconds(15))

    pendingUnreachableResources.removeAll()
  }

  /// Returns state changes and consumes fresh notifications in one UI polling operation.
  func pollUpdates(_ request: StatePollRequest) -> Data? {
    do {
      let stateChange = try ConnlibState.makeIfChanged(
        resources: self.resources?.map { self.convertResource($0) },
        connectedDevices: self.connectedDevices.map { FirezoneKit.ConnectedDevice($0) },
        isLogStreamingActive: Log.isStreamingActive,
        comparedTo: request.stateHash
      )

      let now = notificationClock.now
      let notifications = pendingUnreachableResources.compactMap { pending in
        let age = pending.receivedAt.duration(to: now)
        return age < Self.resourceNotificationTTL ? pending.resource : nil
      }

      let response = StatePollResponse(
        stateChange: stateChange,
        notifications: notifications
      )
      let encodedResponse = try PropertyListEncoder().encode(response)

      // Only consume the mailbox after the complete response has been encoded successfully.
      pendingUnreachableResources.removeAll()

      return encodedResponse
    } catch {
      Log.log("Failed to encode state updates as PropertyList: \(error)")
      return nil
    }
  }

  func reset(reason: String, path: Network.NWPath? = nil) async {
    sendCommand(.reset(reason))

    if let path = (path ?? lastPath) {
      await setSystemDefaultResolvers(path)
    }
  }

  func setInternetResourceEnabled(_ enabled: Bool) async {
    internetResourceEnabled = enabled

    if !enabled {
      let internetResourceIds = Set(
        (resources ?? []).compactMap { resource -> String? in
          guard case .internet(let internetResource) = resource else { return nil }
          return internetResource.id
        })
      pendingUnreachableResources.removeAll { pending in
        internetResourceIds.contains(pending.resource.resourceId)
      }
    }

    sendCommand(.setInternetResourceState(enabled))
  }

  // MARK: - Network settings

  /// Apply network settings via channel to PacketTunnelProvider.
  /// Returns `true` if settings were applied successfully, `false` otherwise.
  private func applyNetworkSettings(_ payload: NetworkSettings.Payload) async -> Bool {
    let (responseSender, responseReceiver): (Sender<String?>, Receiver<String?>) = Channel.create()
    providerCommandSender.send(.applyNetworkSettings(payload, responseSender))

    // Wait for single response
    for await errorMessage in responseReceiver.stream {
      if let errorMessage {
        Log.warning("Failed to apply network settings: \(errorMessage)")
        return false
      }
      return true
    }

    Log.warning("applyNetworkSettings: response channel closed unexpectedly")
    return false
  }

  // MARK: - Event handling

  private func resumeStartContinuation() {
    guard let continuation = startContinuation else { return }
    startContinuation = nil
    continuation.resume()
  }

  private func cancelStartContinuation() {
    guard let continuation = startContinuation else { return }
    startContinuation = nil
    continuation.resume(throwing: CancellationError())
  }

  private func handleEvent(_ event: Event) async {
    switch event {
    case .tunInterfaceUpdated(
      let ipv4, let ipv6, let dns, let searchDomain, let ipv4Routes, let ipv6Routes):
      Log.log("Received TunInterfaceUpdated event")

      let firstStart = !hasAppliedSettings

      // Convert UniFFI types to Cidr
      let routes4 = ipv4Routes.map {
        NetworkSettings.Cidr(address: $0.address, prefix: Int($0.prefix))
      }
      let routes6 = ipv6Routes.map {
        NetworkSettings.Cidr(address: $0.address, prefix: Int($0.prefix))
      }

      Log.log("Setting interface config")

      // Update network settings mutably - returns payload if changed
      let payload = networkSettings.updateTunInterface(
        ipv4: ipv4,
        ipv6: ipv6,
        dnsServers: dns,
        searchDomain: searchDomain,
        routes4: routes4,
        routes6: routes6
      )

      var applySucceeded = true
      if let payload {
        Log.log("Applying interface config - settings changed")
        applySucceeded = await applyNetworkSettings(payload)
      } else {
        Log.log("Skipping interface config apply - no changes")
      }

      // Only mark as applied if we succeeded (or didn't need to apply)
      if applySucceeded {
        hasAppliedSettings = true
      }

      if firstStart {
        if applySucceeded {
          resumeStartContinuation()
        } else {
          // Settings failed to apply on first start - signal error
          Log.warning("Failed to apply network settings on first start")
          cancelStartContinuation()
        }
      }

    case .resourcesUpdated(let resourceList, let connectedDeviceList):
      Log.log("Received ResourcesUpdated event with \(resourceList.count) resources")

      // Store resource list (actor-isolated, no dispatch needed)
      resources = resourceList
      connectedDevices = connectedDeviceList

      // Update DNS resource addresses to trigger network settings apply when they change
      // This flushes the DNS cache so new DNS resources are immediately resolvable
      let dnsAddresses = resourceList.compactMap { resource in
        if case .dns(let dnsResource) = resource {
          return dnsResource.address
        }
        return nil
      }

      // Only apply if DNS resources actually changed
      if let payload = networkSettings.updateDnsResources(newDnsResources: dnsAddresses) {
        Log.log("Reapplying network settings to flush DNS cache after resource update")
        // Failure here is non-critical - DNS cache flush is best-effort
        _ = await applyNetworkSettings(payload)
      }

    case .disconnected(let error):
      let errorMessage = error.message()
      let requiresSignIn = error.requiresSignIn()
      Log.info("Received Disconnected event: \(errorMessage)")

      // iOS shows the notification from the tunnel process because the UI
      // process isn't guaranteed to be alive; macOS handles it from the UI.
      #if os(iOS)
        if requiresSignIn {
          SessionNotification.showSignedOutNotificationiOS()
        }
      #endif

      let sendableError = SendableError(errorMessage, requiresSignIn: requiresSignIn)
      providerCommandSender.send(.cancelWithError(sendableError))

    case .allGatewaysOffline(let resourceId):
      self.pendingUnreachableResources.append(
        PendingUnreachableResource(
          resource: UnreachableResource(
            resourceId: resourceId, reason: UnreachableReason.offline),
          receivedAt: notificationClock.now
        ))

    case .gatewayVersionMismatch(let resourceId):
      self.pendingUnreachableResources.append(
        PendingUnreachableResource(
          resource: UnreachableResource(
            resourceId: resourceId, reason: UnreachableReason.versionMismatch),
          receivedAt: notificationClock.now
        ))
    }
  }

  private func setSystemDefaultResolvers(_ path: Network.NWPath) async {
    // Step 1: Get system default resolvers
    let resolvers = ScopedResolvers.getDefaultDNSServers(
      interfaceName: path.availableInterfaces.first?.name)

    Log.debug("System DNS resolvers before filtering: \(resolvers)")

    // Step 2: Validate addresses and filter out sentinel ranges and non-routable addresses
    var parsedResolvers: [String] = []

    for stringAddress in resolvers {
      if let ipv4Address = IPv4Address(stringAddress) {
        if ipv4Address.isWithinSentinelRange() {
          Log.warning(
            "Not adding fetched system resolver because it's within sentinel range: \(ipv4Address)")
          continue
        }

        if ipv4Address.isNonRoutable() {
          Log.debug(
            "Not adding fetched system resolver because it's non-routable: \(ipv4Address)")
          continue
        }

        parsedResolvers.append("\(ipv4Address)")
        continue
      }

      if let ipv6Address = IPv6Address(stringAddress) {
        if ipv6Address.isWithinSentinelRange() {
          Log.warning(
            "Not adding fetched system resolver because it's within sentinel range: \(ipv6Address)")
          continue
        }

        if ipv6Address.isNonRoutable() {
          Log.debug(
            "Not adding fetched system resolver because it's non-routable: \(ipv6Address)")
          continue
        }

        parsedResolvers.append("\(ipv6Address)")
        continue
      }

      Log.warning("IP address \(stringAddress) did not parse as either IPv4 or IPv6")
    }

    // Step 3: Fall back to Cloudflare DNS if no usable resolvers remain
    if parsedResolvers.isEmpty {
      parsedResolvers = ["1.1.1.1", "2606:4700:4700::1111"]
      Log.debug(
        "No usable system DNS resolvers found after filtering; using fallback resolvers: \(parsedResolvers)"
      )
    }

    // Step 4: Send to connlib
    Log.log("Sending resolvers to connlib: \(parsedResolvers)")
    sendCommand(.setDns(parsedResolvers))
  }

  private func sendCommand(_ command: SessionCommand) {
    commandSender?.send(command)
  }

  // MARK: - Provider command helpers

  /// Query reasserting state from PacketTunnelProvider via channel.
  private func getReasserting() async -> Bool {
    let (responseSender, responseReceiver): (Sender<Bool>, Receiver<Bool>) = Channel.create()
    providerCommandSender.send(.getReasserting(responseSender))

    for await value in responseReceiver.stream {
      return value
    }
    return false  // Channel closed without response
  }

  // MARK: - Resource conversion (uniffi → FirezoneKit)

  private func convertResource(_ uniffiResource: Resource) -> FirezoneKit.Resource {
    switch uniffiResource {
    case .dns(let resource):
      FirezoneKit.Resource(
        id: resource.id, name: resource.name, address: resource.address,
        addressDescription: resource.addressDescription,
        status: .init(resource.status), sites: resource.sites.map { .init($0) }, type: .dns)
    case .cidr(let resource):
      FirezoneKit.Resource(
        id: resource.id, name: resource.name, address: resource.address,
        addressDescription: resource.addressDescription,
        status: .init(resource.status), sites: resource.sites.map { .init($0) }, type: .cidr)
    case .internet(let resource):
      FirezoneKit.Resource(
        id: resource.id, name: resource.name, address: nil, addressDescription: nil,
        status: .init(resource.status), sites: resource.sites.map { .init($0) }, type: .internet)
    }
  }
}

// MARK: - UniFFI → FirezoneKit type conversions

extension FirezoneKit.Site {
  init(_ site: Site) {
    self.init(id: site.id, name: site.name)
  }
}

extension FirezoneKit.ConnectedDevice {
  init(_ device: ConnectedDevice) {
    self.init(
      id: device.id,
      name: device.name,
      tunIPv4: device.tunIpv4,
      tunIPv6: device.tunIpv6,
      pools: device.pools
    )
  }
}

extension FirezoneKit.ResourceStatus {
  init(_ status: ResourceStatus) {
    switch status {
    case .unknown: self = .unknown
    case .online: self = .online
    case .offline: self = .offline
    }
  }
}

extension Network.NWPath {
  func connectivityDifferentFrom(path: Network.NWPath? = nil) -> Bool {
    // We define a path as different from another if the following properties change
    return path?.supportsIPv4 != self.supportsIPv4 || path?.supportsIPv6 != self.supportsIPv6
      || path?.supportsDNS != self.supportsDNS
      || path?.status != self.status
      || path?.availableInterfaces.first != self.availableInterfaces.first
      || path?.gateways != self.gateways
  }
}

extension IPv4Address {
  func isWithinSentinelRange() -> Bool {
    return "\(self)".hasPrefix("100.100.111.")
  }

  /// 127.0.0.0/8 (loopback) or 169.254.0.0/16 (link-local)
  func isNonRoutable() -> Bool {
    let bytes = rawValue
    return bytes[bytes.startIndex] == 127
      || (bytes[bytes.startIndex] == 169 && bytes[bytes.startIndex + 1] == 254)
  }
}

extension IPv6Address {
  func isWithinSentinelRange() -> Bool {
    return "\(self)".hasPrefix("fd00:2021:1111:8000:100:100:111:")
  }

  /// ::1/128 (loopback) or fe80::/10 (link-local)
  func isNonRoutable() -> Bool {
    let bytes = Array(rawValue)
    let isLoopback = bytes == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]
    let isLinkLocal = bytes[0] == 0xFE && (bytes[1] & 0xC0) == 0x80
    return isLoopback || isLinkLocal
  }
}
