import ConcurrencyExtras
public import Foundation
import HTTPTypes
import IssueReporting
import Logging

#if canImport(FoundationNetworking)
  public import FoundationNetworking
#endif

/// The unified client for all Supabase services.
///
/// Create one instance per Supabase project and share it across your app.
///
/// ```swift
/// let supabase = SupabaseClient(
///   supabaseURL: URL(string: "https://your-project.supabase.co")!,
///   supabaseKey: "your-anon-key"
/// )
/// ```
///
/// ## Topics
///
/// ### Creating a Client
/// - ``init(supabaseURL:supabaseKey:)``
/// - ``init(supabaseURL:supabaseKey:options:)``
///
/// ### Supabase Services
/// - ``auth``
/// - ``storage``
/// - ``functions``
/// - ``realtimeV2``
///
/// ### Querying the Database
/// - ``from(_:)``
/// - ``rpc(_:params:count:)``
/// - ``rpc(_:count:)``
/// - ``schema(_:)``
///
/// ### Realtime Channels
/// - ``channels``
/// - ``channel(_:options:)``
/// - ``removeChannel(_:)``
/// - ``removeAllChannels()``
///
/// ### Deep Links
/// - ``handle(_:)``
///
/// ### Configuration
/// - ``headers``
///
/// ## OpenTelemetry Trace Propagation
///
/// Enable the `OpenTelemetry` trait on your dependency declaration to have every outgoing
/// request automatically carry a W3C `traceparent` header derived from the currently active
/// OpenTelemetry span:
///
/// ```swift
/// .package(
///   url: "https://github.com/supabase/supabase-swift.git",
///   from: "2.0.0",
///   traits: ["OpenTelemetry"]
/// )
/// ```
///
/// No further configuration is needed — the trait is the only toggle. With it enabled, whatever
/// span is active (via `opentelemetry-swift`) when a request is made gets propagated; with no
/// active span, or with the trait disabled, requests go out unchanged.
public final class SupabaseClient: Sendable {
  let options: SupabaseClientOptions
  let supabaseURL: URL
  let supabaseKey: String
  let storageURL: URL
  let databaseURL: URL
  let functionsURL: URL
  let clock: any Clock<Duration>

  private let _auth: AuthClient

  /// The Auth client for managing user sessions and authentication.
  ///
  /// Use this property to sign users in and out, retrieve the current session,
  /// and listen for authentication state changes.
  ///
  /// > Warning: Do not access this property when ``SupabaseClientOptions/AuthOptions/accessToken``
  /// > is configured — the client will emit a runtime issue. Use a separate ``SupabaseClient``
  /// > without `accessToken` if you need both Supabase Auth and a third-party auth provider.
  public var auth: AuthClient {
    if options.auth.accessToken != nil {
      reportIssue(
        """
        Supabase Client is configured with the auth.accessToken option,
        accessing supabase.auth is not possible.
        """
      )
    }
    return _auth
  }

  var rest: PostgrestClient {
    PostgrestClient(
      url: databaseURL,
      schema: options.db.schema,
      headers: headers,
      logger: options.global.logger,
      fetch: fetchWithAuth,
      encoder: options.db.encoder,
      decoder: options.db.decoder,
      retryEnabled: options.db.retry
    )
  }

  /// The Storage client for uploading, downloading, and managing files.
  public var storage: SupabaseStorageClient {
    SupabaseStorageClient(
      configuration: StorageClientConfiguration(
        url: storageURL,
        headers: headers,
        session: StorageHTTPSession(fetch: fetchWithAuth, upload: uploadWithAuth),
        logger: options.global.logger,
        useNewHostname: options.storage.useNewHostname
      )
    )
  }

  /// The Realtime client for subscribing to database changes and broadcasting presence events.
  public var realtimeV2: RealtimeClientV2 {
    mutableState.withValue {
      if $0.realtime == nil {
        $0.realtime = _initRealtimeClient()
      }
      return $0.realtime!
    }
  }

  /// The Functions client for invoking Supabase Edge Functions.
  public var functions: FunctionsClient {
    var functionsHeaders = _headers
    if APIKeyFormat.isNew(supabaseKey) {
      functionsHeaders[.authorization] = nil
    }
    return FunctionsClient(
      url: functionsURL,
      headers: functionsHeaders.dictionary,
      region: options.functions.region,
      logger: options.global.logger,
      fetch: { [session = options.global.session] request in
        try await session.data(for: TraceContext.inject(into: request))
      },
      decoder: options.functions.decoder,
      accessToken: { [weak self] in
        try await self?._getAccessToken()
      }
    )
  }

  let _headers: HTTPFields
  /// The HTTP headers included in every request made by sub-clients.
  ///
  /// This dictionary is read-only. To supply custom headers, set
  /// ``SupabaseClientOptions/GlobalOptions/headers`` when initializing the client.
  public var headers: [String: String] {
    _headers.dictionary
  }

  struct MutableState {
    var listenForAuthEventsTask: Task<Void, Never>?
    var realtime: RealtimeClientV2?

    var changedAccessToken: String?
  }

  let mutableState = LockIsolated(MutableState())

  #if !os(Linux) && !os(Android)
    /// Creates a client with default options.
    /// - Parameters:
    ///   - supabaseURL: Your Supabase project URL, found in the project dashboard.
    ///   - supabaseKey: Your Supabase project anon key, found in the project dashboard.
    public convenience init(supabaseURL: URL, supabaseKey: String) {
      self.init(
        supabaseURL: supabaseURL,
        supabaseKey: supabaseKey,
        options: SupabaseClientOptions()
      )
    }
  #endif

  /// Creates a client with custom options.
  /// - Parameters:
  ///   - supabaseURL: Your Supabase project URL, found in the project dashboard.
  ///   - supabaseKey: Your Supabase project anon key, found in the project dashboard.
  ///   - options: Configuration options for the client and its sub-clients.
  public convenience init(
    supabaseURL: URL,
    supabaseKey: String,
    options: SupabaseClientOptions
  ) {
    self.init(
      supabaseURL: supabaseURL,
      supabaseKey: supabaseKey,
      options: options,
      clock: ContinuousClock()
    )
  }

  /// `package`-visibility so callers in other targets of this package (e.g. `IntegrationTests`)
  /// can inject a test clock without exposing it publicly.
  package init(
    supabaseURL: URL,
    supabaseKey: String,
    options: SupabaseClientOptions,
    clock: any Clock<Duration>
  ) {
    self.supabaseURL = supabaseURL
    self.supabaseKey = supabaseKey
    self.options = options
    self.clock = clock

    APIKeyFormat.checkFormat(supabaseKey)

    storageURL = supabaseURL.appendingPathComponent("/storage/v1")
    databaseURL = supabaseURL.appendingPathComponent("/rest/v1")
    functionsURL = supabaseURL.appendingPathComponent("/functions/v1")

    _headers = HTTPFields(defaultHeaders)
      .merging(
        with: HTTPFields(
          [
            "Authorization": "Bearer \(supabaseKey)",
            "Apikey": supabaseKey,
          ]
        )
      )
      .merging(with: HTTPFields(options.global.headers))

    // default storage key uses the supabase project ref as a namespace
    guard let host = supabaseURL.host(percentEncoded: false) else {
      preconditionFailure("supabaseURL must have a valid host.")
    }
    let defaultStorageKey = "sb-\(host.split(separator: ".")[0])-auth-token"

    _auth = AuthClient(
      url: supabaseURL.appendingPathComponent("/auth/v1"),
      headers: _headers.dictionary,
      flowType: options.auth.flowType,
      redirectToURL: options.auth.redirectToURL,
      storageKey: options.auth.storageKey ?? defaultStorageKey,
      localStorage: options.auth.storage,
      logger: options.global.logger,
      fetch: {
        // DON'T use `fetchWithAuth` method within the AuthClient as it may cause a deadlock.
        try await options.global.session.data(for: TraceContext.inject(into: $0))
      },
      autoRefreshToken: options.auth.autoRefreshToken
    )

    if options.auth.accessToken == nil {
      listenForAuthEvents()
    }
  }

  /// Creates a query builder targeting a table or view.
  /// - Parameter table: The name of the table or view to query.
  /// - Returns: A query builder for constructing and executing the query.
  public func from(_ table: String) -> PostgrestQueryBuilder {
    rest.from(table)
  }

  /// Calls a Postgres function.
  /// - Parameters:
  ///   - fn: The name of the function to call.
  ///   - params: The parameters to pass to the function.
  ///   - count: The count algorithm to apply to rows returned by set-returning functions.
  /// - Returns: A filter builder for further narrowing the result set.
  /// - Throws: If encoding `params` fails or the function call returns an error.
  public func rpc(
    _ fn: String,
    params: some Encodable,
    count: CountOption? = nil
  ) throws -> PostgrestFilterBuilder {
    try rest.rpc(fn, params: params, count: count)
  }

  /// Calls a Postgres function with no parameters.
  /// - Parameters:
  ///   - fn: The name of the function to call.
  ///   - count: The count algorithm to apply to rows returned by set-returning functions.
  /// - Returns: A filter builder for further narrowing the result set.
  /// - Throws: If the function call returns an error.
  public func rpc(
    _ fn: String,
    count: CountOption? = nil
  ) throws -> PostgrestFilterBuilder {
    try rest.rpc(fn, count: count)
  }

  /// Returns a database client scoped to the given Postgres schema.
  ///
  /// The schema must be on the list of exposed schemas in your Supabase project dashboard.
  /// - Parameter schema: The schema to query.
  /// - Returns: A ``PostgrestClient`` configured for the given schema.
  public func schema(_ schema: String) -> PostgrestClient {
    rest.schema(schema)
  }

  /// All active Realtime channels.
  public var channels: [RealtimeChannelV2] {
    Array(realtimeV2.channels.values)
  }

  /// Creates a Realtime channel with support for Broadcast, Presence, and Postgres Changes.
  /// - Parameters:
  ///   - name: A unique name for the channel.
  ///   - options: A closure to configure broadcast, presence, and Postgres change options.
  /// - Returns: A configured ``RealtimeChannelV2`` ready to subscribe.
  public func channel(
    _ name: String,
    options: @Sendable (inout RealtimeChannelConfig) -> Void = { _ in }
  ) -> RealtimeChannelV2 {
    realtimeV2.channel(name, options: options)
  }

  /// Unsubscribes from and removes a Realtime channel.
  /// - Parameter channel: The channel to remove.
  public func removeChannel(_ channel: RealtimeChannelV2) async {
    await realtimeV2.removeChannel(channel)
  }

  /// Unsubscribes from and removes all active Realtime channels.
  public func removeAllChannels() async {
    await realtimeV2.removeAllChannels()
  }

  /// Passes an incoming URL to the Auth client for processing deep links and OAuth callbacks.
  ///
  /// Call this from your app's URL-handling entry points so Auth can complete OAuth and
  /// magic-link flows.
  ///
  /// ## Usage example:
  ///
  /// ### UIKit app lifecycle
  ///
  /// In your `AppDelegate.swift`:
  ///
  /// ```swift
  /// public func application(
  ///   _ application: UIApplication,
  ///   didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  /// ) -> Bool {
  ///   if let url = launchOptions?[.url] as? URL {
  ///     supabase.handle(url)
  ///   }
  ///
  ///   return true
  /// }
  ///
  /// func application(
  ///   _ app: UIApplication,
  ///   open url: URL,
  ///   options: [UIApplication.OpenURLOptionsKey: Any]
  /// ) -> Bool {
  ///   supabase.handle(url)
  ///   return true
  /// }
  /// ```
  ///
  /// ### UIKit app lifecycle with scenes
  ///
  /// In your `SceneDelegate.swift`:
  ///
  /// ```swift
  /// func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
  ///   guard let url = URLContexts.first?.url else { return }
  ///   supabase.handle(url)
  /// }
  /// ```
  ///
  /// ### SwiftUI app lifecycle
  ///
  /// In your `AppDelegate.swift`:
  ///
  /// ```swift
  /// SomeView()
  ///   .onOpenURL { url in
  ///     supabase.handle(url)
  ///   }
  /// ```
  public func handle(_ url: URL) {
    auth.handle(url)
  }

  deinit {
    mutableState.listenForAuthEventsTask?.cancel()
  }

  /// A `fetch` closure handed to the REST, Storage and Functions sub-clients.
  ///
  /// Captures only the dependencies it needs — never `self` — because each sub-client stores this
  /// closure for its whole lifetime, and the cached sub-clients (`storage`, `realtimeV2`) are held
  /// in ``mutableState`` for the lifetime of the client. Capturing `self` here would form a
  /// `self -> mutableState -> sub-client -> closure -> self` retain cycle that keeps ``deinit`` from
  /// ever running. `rest` is rebuilt per access and not cached, but it gets the same closure, so the
  /// no-`self`-capture rule applies uniformly.
  private var fetchWithAuth: @Sendable (_ request: URLRequest) async throws -> (Data, URLResponse) {
    { [session = options.global.session, adapt = adaptRequest] request in
      try await session.data(for: adapt(request))
    }
  }

  /// An `upload` closure handed to the Storage sub-client.
  ///
  /// Same no-`self`-capture rationale as ``fetchWithAuth``.
  private var uploadWithAuth:
    @Sendable (_ request: URLRequest, _ data: Data) async throws -> (Data, URLResponse)
  {
    { [session = options.global.session, adapt = adaptRequest] request, data in
      try await session.upload(for: adapt(request), from: data)
    }
  }

  /// Builds a request adapter that injects trace context and the current access token.
  ///
  /// The returned closure captures the auth dependencies by value instead of `self`. `AuthClient`
  /// holds no reference back to ``SupabaseClient``, so no cycle is formed.
  private var adaptRequest: @Sendable (_ request: URLRequest) async throws -> URLRequest {
    { [getAccessToken = accessTokenProvider] request in
      let token = try await getAccessToken()

      var request = TraceContext.inject(into: request)
      if let token {
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
      }
      return request
    }
  }

  /// Resolves the access token to send on outgoing requests, without capturing `self`.
  ///
  /// Swallows only ``AuthError/sessionMissing`` — the expected "no signed-in user" case, which
  /// should resolve to `nil` (falling back to the anon key) rather than failing the caller. Every
  /// other error (a network failure refreshing the session, or one thrown by a configured
  /// ``SupabaseClientOptions/AuthOptions/accessToken`` third-party auth provider) propagates, so
  /// callers of this closure never need their own knowledge of which auth errors are benign.
  private var accessTokenProvider: @Sendable () async throws -> String? {
    { [accessToken = options.auth.accessToken, auth = _auth] in
      do {
        if let accessToken {
          return try await accessToken()
        }
        return try await auth.session.accessToken
      } catch AuthError.sessionMissing {
        return nil
      }
    }
  }

  private func _getAccessToken() async throws -> String? {
    try await accessTokenProvider()
  }

  /// Mirrors Auth state onto the Realtime V2 sub-client for the client's lifetime.
  ///
  /// `authStateChanges` never finishes on its own, so the observing task must not capture `self`
  /// strongly: it would keep the client alive forever, and ``deinit`` — the only place that
  /// cancels this task — could never run. The stream is therefore resolved up front (so the task
  /// doesn't need `self` to reach `auth`) and `self` is captured weakly.
  private func listenForAuthEvents() {
    let task = Task { [weak self, authStateChanges = _auth.authStateChanges] in
      for await (event, session) in authStateChanges {
        // `handleTokenChanged` needs a live client; once it's gone there is nothing to update.
        guard let self else { return }
        await self.handleTokenChanged(event: event, session: session)
      }
    }
    mutableState.withValue {
      $0.listenForAuthEventsTask = task
    }
  }

  private func handleTokenChanged(event: AuthChangeEvent, session: Session?) async {
    let accessToken: String? = mutableState.withValue {
      if [.initialSession, .signedIn, .tokenRefreshed].contains(event),
        $0.changedAccessToken != session?.accessToken
      {
        $0.changedAccessToken = session?.accessToken
        return session?.accessToken ?? supabaseKey
      }

      if event == .signedOut {
        $0.changedAccessToken = nil
        return supabaseKey
      }

      return nil
    }

    if let accessToken {
      await realtimeV2.setAuth(accessToken)
    }
  }

  private func _initRealtimeClient() -> RealtimeClientV2 {
    var realtimeOptions = options.realtime
    realtimeOptions.headers.merge(with: _headers)

    realtimeOptions.logger = options.global.logger
    realtimeOptions.logger[metadataKey: "system"] = "realtime"

    if realtimeOptions.fetch == nil {
      realtimeOptions.fetch = { [session = options.global.session] request in
        try await session.data(for: TraceContext.inject(into: request))
      }
    }

    if realtimeOptions.session == nil {
      realtimeOptions.session = options.global.session
    }

    if realtimeOptions.accessToken == nil {
      realtimeOptions.accessToken = { [weak self] in
        try await self?._getAccessToken()
      }
    } else {
      reportIssue(
        """
        You assigned a custom `accessToken` closure to the RealtimeClientV2. This might not work as you expect
        as SupabaseClient uses Auth for pulling an access token to send on the realtime channels.

        Please make sure you know what you're doing.
        """
      )
    }

    return RealtimeClientV2(
      url: supabaseURL.appendingPathComponent("/realtime/v1"),
      options: realtimeOptions,
      clock: clock
    )
  }
}
