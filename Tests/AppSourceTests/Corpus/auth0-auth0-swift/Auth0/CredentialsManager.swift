// swiftlint:disable file_length
// swiftlint:disable type_body_length

import Foundation
import SimpleKeychain
import JWTDecode
import Combine
#if WEB_AUTH_PLATFORM
import LocalAuthentication
#endif

/// Credentials management utility for securely storing and retrieving the user's credentials from the Keychain.
///
/// - Warning: The Credentials Manager is not thread-safe, except for the following methods:
///   - ``CredentialsManager/credentials(withScope:minTTL:parameters:headers:callback:)``
///   - ``CredentialsManager/apiCredentials(forAudience:scope:minTTL:parameters:headers:callback:)``
///   - ``CredentialsManager/ssoCredentials(parameters:headers:callback:)``
///   - ``CredentialsManager/renew(parameters:headers:callback:)``
///
///   To avoid concurrency issues, do not call its non thread-safe methods and properties from different threads
///   without proper synchronization.
///
/// ## See Also
///
/// - ``CredentialsManagerError``
/// - <doc:RefreshTokens>
public struct CredentialsManager: Sendable {

    // storage is inherently sendable as it uses Keychain under the hood and is stateless
    private let sendableStorage: SendableBox<CredentialsStorage>

    private var storage: CredentialsStorage {
        sendableStorage.value
    }

    private let storeKey: String
    private let dpopThumbprintKey: String
    private let sessionExpiryKey: String
    private let authentication: Authentication
    private let maxRetries: Int
    #if WEB_AUTH_PLATFORM
    var bioAuth: BioAuthentication?
    // Biometric session management - using a class to allow mutation in non-mutating methods
    // @unchecked Sendable is fine here as we are using lock to read and update lastBiometricAuthTime which is safe across threads.
    private final class BiometricSession: @unchecked Sendable {
        let noSession: TimeInterval = -1
        var lastBiometricAuthTime: TimeInterval = -1
        let lock = NSLock()

        init() {
            lastBiometricAuthTime = noSession
        }
    }
    private let biometricSession = BiometricSession()
    #endif

    /// Creates a new `CredentialsManager` instance.
    ///
    /// - Parameters:
    ///   - authentication: Auth0 Authentication API client.
    ///   - storeKey:       Key used to store user credentials in the Keychain. Defaults to 'credentials'.
    ///   - dpopThumprintKey: Key used to store dpop thumbprint. Defaults to 'dpop_thumbprint'.
    ///   - sessionExpiryKey: Key used to store the pinned IPSIE `session_expiry` ceiling. Defaults to `'\(storeKey)_session_expiry'` so each store's ceiling is namespaced and isolated when multiple instances share the same storage. Pass an explicit value only when you need a fixed key for migration or cross-instance sharing.
    ///   - storage:        The ``CredentialsStorage`` instance used to manage credentials storage. Defaults to a standard `SimpleKeychain` instance.
    ///   - maxRetries:     Maximum number of retry attempts for credential renewal on transient errors. Defaults to 0.
    public init(authentication: Authentication,
                storeKey: String = "credentials",
                dpopThumbprintKey: String = "dpop_thumbprint",
                sessionExpiryKey: String? = nil,
                storage: CredentialsStorage = SimpleKeychain(),
                maxRetries: Int = 0) {
        self.storeKey = storeKey
        self.dpopThumbprintKey = dpopThumbprintKey
        self.sessionExpiryKey = sessionExpiryKey ?? "\(storeKey)_session_expiry"
        self.authentication = authentication
        self.sendableStorage = SendableBox(value: storage)
        self.maxRetries = max(0, maxRetries)
    }

    /// Retrieves the user information from the Keychain synchronously, without checking if the credentials are expired.
    /// The user information is read from the stored [ID token](https://auth0.com/docs/secure/tokens/id-tokens).
    ///
    /// ## Usage
    ///
    /// ```swift
    /// let user = try credentialsManager.userProfile()
    /// ```
    ///
    /// - Throws: A ``CredentialsManagerError`` if the credentials cannot be read from storage or the ID token cannot be decoded.
    ///   The underlying `Error` can be accessed via the ``Auth0Error/cause-swift.property`` property.
    /// - Returns: The ``UserProfile`` extracted from the stored ID token, or `nil` if the ID token payload cannot be parsed.
    /// - Important: Access to this method will not be protected by biometric authentication.
    public func userProfile() throws -> UserProfile? {
        do {
            guard let credentials = try self.retrieveCredentials() else {
                throw CredentialsManagerError(code: .noCredentials)
            }
            let jwt = try decode(jwt: credentials.idToken)
            return UserProfile(json: jwt.body)
        } catch {
            throw CredentialsManagerError(code: .unknown, cause: error)
        }
    }

    #if WEB_AUTH_PLATFORM
    /// Enables biometric authentication for additional security during credentials retrieval.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// credentialsManager.enableBiometrics(withTitle: "Unlock with Face ID")
    /// ```
    ///
    /// If needed, you can specify a particular `LAPolicy` to be used. For example, you might want to support Face ID or
    /// Touch ID, but also allow fallback to passcode.
    ///
    /// ```swift
    /// credentialsManager.enableBiometrics(withTitle: "Unlock with Face ID or passcode", 
    ///                                     evaluationPolicy: .deviceOwnerAuthentication)
    /// ```
    ///
    /// You can also configure a ``BiometricPolicy`` to control when biometric authentication is required:
    ///
    /// ```swift
    /// // Require authentication only once per 5-minute session
    /// credentialsManager.enableBiometrics(withTitle: "Unlock with Face ID",
    ///                                     policy: .session(timeoutInSeconds: 300))
    /// ```
    ///
    /// - Parameters:
    ///   - title:            Main message to display when Face ID or Touch ID is used.
    ///   - cancelTitle:      Cancel message to display when Face ID or Touch ID is used.
    ///   - fallbackTitle:    Fallback message to display when Face ID or Touch ID is used after a failed match.
    ///   - evaluationPolicy: Policy to be used for authentication policy evaluation.
    ///   - policy:           The ``BiometricPolicy`` that controls when biometric authentication is required. Defaults to `.default`.
    /// - Important: Access to the ``userProfile()`` method will not be protected by biometric authentication.
    public mutating func enableBiometrics(withTitle title: String,
                                          cancelTitle: String? = nil,
                                          fallbackTitle: String? = nil,
                                          evaluationPolicy: LAPolicy = .deviceOwnerAuthenticationWithBiometrics,
                                          policy: BiometricPolicy = .default) {
        self.bioAuth = BioAuthentication(authContext: LAContext(), evaluationPolicy: evaluationPolicy, title: title, cancelTitle: cancelTitle, fallbackTitle: fallbackTitle, policy: policy)
    }
    #endif

    /// Stores a ``Credentials`` instance in the Keychain.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// let didStore = credentialsManager.store(credentials: credentials)
    /// ```
    ///
    /// - Note: This method pins two session-scoped values on the first call: the DPoP thumbprint and the
    /// IPSIE `session_expiry` ceiling. Both are tied to the current user session and are only cleared by
    /// ``clear()``. If you store credentials for a different user without calling ``clear()`` first (an
    /// account switch that skips logout), those pinned values from the previous session remain in effect.
    /// Always call ``clear()`` before storing credentials for a new user.
    ///
    /// - Parameter credentials: ``Credentials`` instance to store.
    /// - Returns: If the credentials were stored.
    public func store(credentials: Credentials) throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: credentials,
                                                    requiringSecureCoding: true)
        try self.storage.setEntry(data, forKey: self.storeKey)
        try? saveDPoPThumbprint(for: credentials)
        pinSessionExpiry(for: credentials)
    }

    /// Clears credentials stored in the Keychain.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// let didClear = credentialsManager.clear()
    /// ```
    ///
    /// - Returns: If the credentials were removed.
    public func clear() throws {
        #if WEB_AUTH_PLATFORM
        self.biometricSession.lock.lock()
        self.biometricSession.lastBiometricAuthTime = self.biometricSession.noSession
        self.biometricSession.lock.unlock()
        #endif
        try self.storage.deleteEntry(forKey: self.storeKey)
        try? self.storage.deleteEntry(forKey: self.dpopThumbprintKey)
        try? self.storage.deleteEntry(forKey: self.sessionExpiryKey)
    }

    /// Clears API credentials stored in the Keychain for a given audience value.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// let didClear = credentialsManager.clear(forAudience: "http://example.com/api")
    /// ```
    ///
    /// - Parameter audience: Identifier of the API the stored API credentials are for.
    /// - Parameter scope: Optional scope for which the  API Credentials are stored. If the credentials were initially fetched/stored with scope,
    ///   it is recommended to pass scope also while clearing them.
    /// - Returns: If the API credentials were removed.
    public func clear(forAudience audience: String, scope: String? = nil) throws {
        let key = getAPICredentialsStorageKey(audience: audience, scope: scope)
        try self.storage.deleteEntry(forKey: key)
    }

    /// Clears all credentials stored in the underlying storage, including the main credentials and any API
    /// credentials for all audiences.
    ///
    /// This method delegates to the underlying storage to delete **all** of its entries (for example, all
    /// Keychain items for the configured service/access group), not just those keys explicitly known to
    /// ``CredentialsManager``. If the same storage instance or Keychain service/access group is shared with
    /// other parts of your application, calling this method may delete non-Auth0 data as well.
    ///
    /// To avoid unintended data loss, ensure that the storage backing this ``CredentialsManager`` is dedicated
    /// to Auth0 credentials when using ``clearAll()``.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// try credentialsManager.clearAll()
    /// ```
    ///
    /// - Throws: An error when the delete operation fails.
    public func clearAll() throws {
        #if WEB_AUTH_PLATFORM
        self.biometricSession.lock.lock()
        self.biometricSession.lastBiometricAuthTime = self.biometricSession.noSession
        self.biometricSession.lock.unlock()
        #endif
        try DPoP.clearKeypair()
        try self.storage.deleteAllEntries()
    }

    #if WEB_AUTH_PLATFORM
    /// Checks if the current biometric session is valid based on the configured policy.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// let isValid = credentialsManager.isBiometricSessionValid()
    /// ```
    ///
    /// - Returns: `true` if the session is valid and biometric authentication can be skipped, `false` otherwise.
    public func isBiometricSessionValid() -> Bool {
        guard let bioAuth = self.bioAuth else { return false }

        self.biometricSession.lock.lock()
        defer { self.biometricSession.lock.unlock() }

        let lastAuth = self.biometricSession.lastBiometricAuthTime
        if lastAuth == self.biometricSession.noSession { return false }

        switch bioAuth.policy {
        case .session(let timeoutInSeconds), .appLifecycle(let timeoutInSeconds):
            let timeoutInterval = TimeInterval(timeoutInSeconds)
            return Date().timeIntervalSince1970 - lastAuth < timeoutInterval
        case .always, .default:
            return false
        }
    }

    /// Clears the in-memory biometric session timestamp. This will force biometric authentication on the next
    /// credential access.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// credentialsManager.clearBiometricSession()
    /// ```
    public func clearBiometricSession() {
        self.biometricSession.lock.lock()
        defer { self.biometricSession.lock.unlock() }
        self.biometricSession.lastBiometricAuthTime = self.biometricSession.noSession
    }
    #endif

    /// Calls the `/oauth/revoke` endpoint to revoke the refresh token and then clears the credentials if the request
    /// was successful. Otherwise, the credentials will not be cleared and the callback will be called with a failure
    /// result containing a ``CredentialsManagerError/revokeFailed`` error.
    ///
    /// ## Usage
    /// 
    /// ```swift
    /// credentialsManager.revoke { result in
    ///     switch result {
    ///     case .success:
    ///         print("Revoked refresh token and cleared credentials")
    ///     case .failure(let error):
    ///         print("Failed with: \(error)")
    ///     }
    /// }
    /// ```
    ///
    /// You can specify custom headers for the refresh token revocation:
    ///
    /// ```swift
    /// credentialsManager.revoke(headers: ["key": "value"]) { print($0) }
    /// ```
    ///
    /// If no refresh token is available the endpoint is not called, the credentials are cleared, and the callback is
    /// invoked with a success case.
    ///
    /// - Parameters:
    ///   - headers:  Additional headers to use when revoking the refresh token.
    ///   - callback: Callback that receives a `Result` containing either an empty success case or an error.
    ///
    /// ## See Also
    ///
    /// - [Refresh Tokens](https://auth0.com/docs/secure/tokens/refresh-tokens)
    /// - [Authentication API Endpoint](https://auth0.com/docs/api/authentication/revoke-refresh-token/revoke-refresh-token)
    public func revoke(headers: [String: String] = [:],
                       _ callback: @escaping @MainActor (CredentialsManagerResult<Void>) -> Void) {
        let mainThreadCallback: @Sendable (CredentialsManagerResult<Void>) -> Void = { result in
            Task { @MainActor in callback(result) }
        }
        do {
            guard let credentials = try self.retrieveCredentials() else {
                return mainThreadCallback(.success(()))
            }
            
            guard let refreshToken = credentials.refreshToken else {
                do {
                    try self.clear()
                } catch {
                    return mainThreadCallback(.failure(CredentialsManagerError(code: .clearFailed, cause: error)))
                }
                return mainThreadCallback(.success(()))
            }
            
            self.authentication
                .revoke(refreshToken: refreshToken)
                .headers(headers)
                .start { result in
                    switch result {
                    case .failure(let error):
                        mainThreadCallback(.failure(CredentialsManagerError(code: .revokeFailed, cause: error)))
                    case .success:
                        do {
                            try self.clear()
                            mainThreadCallback(.success(()))
                        } catch {
                            mainThreadCallback(.failure(CredentialsManagerError(code: .clearFailed, cause: error)))
                        }
                    }
                }
        } catch {
            return mainThreadCallback(.failure(CredentialsManagerError(code: .noCredentials, cause: error)))
        }
    }

    /// Checks that there are credentials stored, and that the access token has not expired and will not expire within
    /// the specified TTL. If you are not using refresh tokens, use this method instead of ``canRenew()`` to
    /// check for stored credentials when your app starts up.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// guard credentialsManager.hasValid() else {
    ///     // No valid credentials exist, present the login page
    /// }
    /// // Retrieve the stored credentials
    /// ```
    ///
    /// - Parameter minTTL: Minimum lifetime in seconds the access token must have left. Defaults to `0`.
    /// - Returns: If there are credentials stored containing an access token that is neither expired or about to expire.
    ///
    /// ## See Also
    ///
    /// - ``Credentials/expiresAt``
    public func hasValid(minTTL: Int = 0) -> Bool {
        guard let credentials = try? self.retrieveCredentials() else { return false }
        return !self.hasExpired(credentials.expiresAt) && !self.willExpire(credentials.expiresAt, within: minTTL)
    }

    /// Checks that there are credentials stored, and that the credentials contain a refresh token. If you are using
    /// refresh tokens, use this method instead of ``hasValid(minTTL:)`` to check for stored credentials when your app
    /// starts up.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// guard credentialsManager.canRenew() else {
    ///     // No renewable credentials exist, present the login page
    /// }
    /// // Retrieve the stored credentials
    /// ```
    ///
    /// - Returns: If there are credentials stored containing a refresh token.
    public func canRenew() -> Bool {
        guard let credentials = try? self.retrieveCredentials() else { return false }
        return credentials.refreshToken != nil
    }

    #if WEB_AUTH_PLATFORM
    /// Retrieves credentials from the Keychain and automatically renews them using the refresh token if the access
    /// token is expired. Otherwise, the retrieved credentials will be returned via the success case as they are still
    /// valid. Renewed credentials will be stored in the Keychain. **This method is thread-safe**.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// credentialsManager.credentials { result in
    ///     switch result {
    ///     case .success(let credentials):
    ///         print("Obtained credentials: \(credentials)")
    ///     case .failure(let error):
    ///         print("Failed with: \(error)")
    ///     }
    /// }
    /// ```
    ///
    /// To avoid retrieving access tokens with too little time left, enforce a minimum TTL (in seconds):
    ///
    /// ```swift
    /// credentialsManager.credentials(minTTL: 60) { print($0) }
    /// ```
    ///
    /// You can specify custom parameters or headers for the renewal request:
    ///
    /// ```swift
    /// credentialsManager.credentials(parameters: ["key": "value"],
    ///                                headers: ["key": "value"]) { print($0) }
    /// ```
    ///
    /// When renewing credentials you can get a downscoped access token by requesting fewer scopes than were requested
    /// on login. If you specify fewer scopes, the credentials will be renewed immediately, regardless of whether they
    /// are expired or not.
    ///
    /// ```swift
    /// credentialsManager.credentials(scope: "openid offline_access") { print($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - scope:      Space-separated list of scope values to request when renewing credentials. Defaults to `nil`, which will ask for the same scopes that were requested on login.
    ///   - minTTL:     Minimum time in seconds the access token must remain valid to avoid being renewed. Defaults to `60`.
    ///   - parameters: Additional parameters to use when renewing credentials.
    ///   - headers:    Additional headers to use when renewing credentials.
    ///   - callback:   Callback that receives a `Result` containing either the user's credentials or an error.
    /// - Requires: The scope `offline_access` to have been requested on login to get a refresh token from Auth0. If
    /// the credentials are expired and there is no refresh token, the callback will be called with a
    /// ``CredentialsManagerError/noRefreshToken`` error.
    /// - Warning: Do not call `store(credentials:)` afterward. The Credentials Manager automatically persists the
    /// renewed credentials. Since this method is thread-safe and ``store(credentials:)`` is not, calling it anyway can
    /// cause concurrency issues.
    /// - Important: To ensure that no concurrent renewal requests get made, do not call this method from multiple
    /// Credentials Manager instances. The Credentials Manager cannot synchronize requests across instances.
    ///
    /// ## See Also
    ///
    /// - [Refresh Tokens](https://auth0.com/docs/secure/tokens/refresh-tokens)
    /// - [Authentication API Endpoint](https://auth0.com/docs/api/authentication/refresh-token/refresh-token)
    /// - <doc:RefreshTokens>
    public func credentials(withScope scope: String? = nil,
                            minTTL: Int = 60,
                            parameters: [String: Any] = [:],
                            headers: [String: String] = [:],
                            callback: @escaping @MainActor (CredentialsManagerResult<Credentials>) -> Void) {
        let mainThreadCallback: @Sendable (CredentialsManagerResult<Credentials>) -> Void = { result in
            Task { @MainActor in callback(result) }
        }


        if let bioAuth = self.bioAuth {
            guard bioAuth.available else {
                let error = CredentialsManagerError(code: .biometricsFailed,
                                                    cause: LAError(.biometryNotAvailable))
                return mainThreadCallback(.failure(error))
            }

            // Check if biometric session is valid based on policy
            if self.isBiometricSessionValid() {
                // Session is valid, bypass biometric prompt
                self.retrieveCredentials(scope: scope,
                                         minTTL: minTTL,
                                         parameters: parameters,
                                         headers: headers,
                                         forceRenewal: false,
                                         callback: mainThreadCallback)
                return
            }

            let params = normalize(parameters)
            bioAuth.validateBiometric { @Sendable error in
                guard error == nil else {
                    return mainThreadCallback(.failure(CredentialsManagerError(code: .biometricsFailed, cause: error!)))
                }

                // Update biometric session after successful authentication (only for session-based policies)
                self.updateBiometricSession(for: bioAuth.policy)

                self.retrieveCredentials(scope: scope,
                                         minTTL: minTTL,
                                         parameters: params.asParameters,
                                         headers: headers,
                                         forceRenewal: false,
                                         callback: mainThreadCallback)
            }
        } else {
            self.retrieveCredentials(scope: scope,
                                     minTTL: minTTL,
                                     parameters: parameters,
                                     headers: headers,
                                     forceRenewal: false,
                                     callback: mainThreadCallback)
        }
    }
    #else
    /// Retrieves credentials from the Keychain and automatically renews them using the refresh token if the access
    /// token is expired. Otherwise, the retrieved credentials will be returned via the success case as they are still
    /// valid. Renewed credentials will be stored in the Keychain. **This method is thread-safe**.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// credentialsManager.credentials { result in
    ///     switch result {
    ///     case .success(let credentials):
    ///         print("Obtained credentials: \(credentials)")
    ///     case .failure(let error):
    ///         print("Failed with: \(error)")
    ///     }
    /// }
    /// ```
    ///
    /// To avoid retrieving access tokens with too little time left, enforce a minimum TTL (in seconds):
    ///
    /// ```swift
    /// credentialsManager.credentials(minTTL: 60) { print($0) }
    /// ```
    ///
    /// You can specify custom parameters or headers for the renewal request:
    ///
    /// ```swift
    /// credentialsManager.credentials(parameters: ["key": "value"],
    ///                                headers: ["key": "value"]) { print($0) }
    /// ```
    ///
    /// When renewing credentials you can get a downscoped access token by requesting fewer scopes than were requested
    /// on login. If you specify fewer scopes, the credentials will be renewed immediately, regardless of whether they
    /// are expired or not.
    ///
    /// ```swift
    /// credentialsManager.credentials(scope: "openid offline_access") { print($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - scope:      Space-separated list of scope values to request when renewing credentials. Defaults to `nil`, which will ask for the same scopes that were requested on login.
    ///   - minTTL:     Minimum time in seconds the access token must remain valid to avoid being renewed. Defaults to `60`.
    ///   - parameters: Additional parameters to use when renewing credentials.
    ///   - headers:    Additional headers to use when renewing credentials.
    ///   - callback:   Callback that receives a `Result` containing either the user's credentials or an error.
    /// - Requires: The scope `offline_access` to have been requested on login to get a refresh token from Auth0. If
    /// the credentials are expired and there is no refresh token, the callback will be called with a
    /// ``CredentialsManagerError/noRefreshToken`` error.
    /// - Warning: Do not call `store(credentials:)` afterward. The Credentials Manager automatically persists the
    /// renewed credentials. Since this method is thread-safe and ``store(credentials:)`` is not, calling it anyway can
    /// cause concurrency issues.
    /// - Important: To ensure that no concurrent renewal requests get made, do not call this method from multiple
    /// Credentials Manager instances. The Credentials Manager cannot synchronize requests across instances.
    ///
    /// ## See Also
    ///
    /// - [Refresh Tokens](https://auth0.com/docs/secure/tokens/refresh-tokens)
    /// - [Authentication API Endpoint](https://auth0.com/docs/api/authentication/refresh-token/refresh-token)
    /// - <doc:RefreshTokens>
    public func credentials(withScope scope: String? = nil,
                            minTTL: Int = 60,
                            parameters: [String: Any] = [:],
                            headers: [String: String] = [:],
                            callback: @escaping @MainActor (CredentialsManagerResult<Credentials>) -> Void) {
        self.retrieveCredentials(scope: scope,
                                 minTTL: minTTL,
                                 parameters: parameters,
                                 headers: headers,
                                 forceRenewal: false,
                                 callback: { result in Task { @MainActor in callback(result) } })
    }
    #endif

    /// Retrieves API credentials from the Keychain and automatically renews them using the refresh token if the access
    /// token is expired. Otherwise, the retrieved API credentials will be returned via the success case as they are
    /// still valid.
    ///
    /// If there are no stored API credentials, the refresh token will be exchaged for a new set of API credentials.
    /// New or renewed API credentials will be automatically stored in the Keychain. **This method is thread-safe**.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// credentialsManager.apiCredentials(forAudience: "http://example.com/api") { result in
    ///     switch result {
    ///     case .success(let apiCredentials):
    ///         print("Obtained API credentials: \(apiCredentials)")
    ///     case .failure(let error):
    ///         print("Failed with: \(error)")
    ///     }
    /// }
    /// ```
    ///
    /// The default scopes configured for the API will be granted if you don't request any specific scopes. If you
    /// request different scopes than the ones that were granted last time, the API credentials will be renewed
    /// immediately, regardless of whether they are expired or not.
    ///
    /// ```swift
    /// credentialsManager.apiCredentials(forAudience: "http://example.com/api",
    ///                                   scope: "read:todos update:todos") { print($0) }
    /// ```
    ///
    /// To avoid retrieving access tokens with too little time left, enforce a minimum TTL (in seconds):
    ///
    /// ```swift
    /// credentialsManager.apiCredentials(forAudience: "http://example.com/api",
    ///                                   minTTL: 60) { print($0) }
    /// ```
    ///
    /// You can specify custom parameters or headers for the exchange request:
    ///
    /// ```swift
    /// credentialsManager.apiCredentials(forAudience: "http://example.com/api",
    ///                                   parameters: ["key": "value"],
    ///                                   headers: ["key": "value"]) { print($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - audience:   Identifier of the API that your application is requesting access to.
    ///   - scope:      Space-separated list of scope values to request when exchanging a refresh token for API credentials. Defaults to `nil`, which will ask for the default scopes configured for the API.
    ///   - minTTL:     Minimum time in seconds the access token must remain valid to avoid being renewed. Defaults to `60`.
    ///   - parameters: Additional parameters to use when exchanging a refresh token for API credentials.
    ///   - headers:    Additional headers to use when exchanging a refresh token for API credentials.
    ///   - callback:   Callback that receives a `Result` containing either the API credentials or an error.
    /// - Requires: The scope `offline_access` to have been requested on login to get a refresh token from Auth0. If
    /// the API credentials are expired and there is no refresh token, the callback will be called with a
    /// ``CredentialsManagerError/noRefreshToken`` error.
    /// - Important: To ensure that no concurrent exchange requests get made, do not call this method from multiple
    /// Credentials Manager instances. The Credentials Manager cannot synchronize requests across instances.
    ///
    /// ## See Also
    ///
    /// - [Scopes](https://auth0.com/docs/get-started/apis/scopes)
    /// - [Refresh Tokens](https://auth0.com/docs/secure/tokens/refresh-tokens)
    /// - [Authentication API Endpoint](https://auth0.com/docs/api/authentication/refresh-token/refresh-token)
    /// - <doc:RefreshTokens>
    public func apiCredentials(forAudience audience: String,
                               scope: String? = nil,
                               minTTL: Int = 60,
                               parameters: [String: Any] = [:],
                               headers: [String: String] = [:],
                               callback: @escaping @MainActor (CredentialsManagerResult<APICredentials>) -> Void) {
        self.retrieveAPICredentials(audience: audience,
                                    scope: scope,
                                    minTTL: minTTL,
                                    parameters: parameters,
                                    headers: headers,
                                    callback: { result in Task { @MainActor in callback(result) } })
    }

    /// Exchanges the refresh token for a session transfer token that can be used to perform web single sign-on (SSO).
    /// **This method is thread-safe**.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// credentialsManager.ssoCredentials { result in
    ///     switch result {
    ///     case .success(let ssoCredentials):
    ///         print("Obtained SSO credentials: \(ssoCredentials)")
    ///     case .failure(let error):
    ///         print("Failed with: \(error)")
    ///     }
    /// }
    /// ```
    ///
    /// If you need to specify custom parameters or headers:
    ///
    /// ```swift
    /// credentialsManager.ssoCredentials(parameters: ["key": "value"],
    ///                                   headers: ["key": "value"]) { print($0) }
    /// ```
    ///
    /// When opening your website on any browser or web view, add the session transfer token to the URL as a query
    /// parameter. Then your website can redirect the user to Auth0's `/authorize` endpoint, passing along the query
    /// parameter with the session transfer token. For example,
    /// `https://example.com/login?session_transfer_token=THE_TOKEN`.
    ///
    /// If you're using `WKWebView` to open your website, you can place the session transfer token inside a cookie
    /// instead. It will be automatically sent to the `/authorize` endpoint.
    ///
    /// ```swift
    /// let cookie = HTTPCookie(properties: [
    ///     .domain: "YOUR_AUTH0_DOMAIN", // Or custom domain, if your website is using one
    ///     .path: "/",
    ///     .name: "auth0_session_transfer_token",
    ///     .value: ssoCredentials.sessionTransferToken,
    ///     .expires: ssoCredentials.expiresAt,
    ///     .secure: true
    /// ])!
    ///
    /// webView.configuration.websiteDataStore.httpCookieStore.setCookie(cookie)
    /// ```
    ///
    /// > Important: Make sure the cookie's domain matches the Auth0 domain your *website* is using, regardless of the
    /// one your mobile app is using. Otherwise, the `/authorize` endpoint will not receive the cookie. If your website
    /// is using the provided Auth0 domain (like `example.us.auth0.com`), set the cookie's domain to this value. On the
    /// other hand, if your website is using a custom domain, use this value instead.
    ///
    /// - Parameters:
    ///   - parameters: Additional parameters to use.
    ///   - headers:    Additional headers to use.
    ///   - callback:   Callback that receives a `Result` containing either the SSO credentials or an error.
    /// - Requires: The scope `offline_access` to have been requested on login to get a refresh token from Auth0. If
    /// there is no refresh token, the callback will be called with a ``CredentialsManagerError/noRefreshToken`` error.
    /// - Important: To ensure that no concurrent renewal requests get made, do not call this method from multiple
    /// Credentials Manager instances. The Credentials Manager cannot synchronize requests across instances.
    ///
    /// ## See Also
    ///
    /// - [Refresh Tokens](https://auth0.com/docs/secure/tokens/refresh-tokens)
    /// - [Authentication API Endpoint](https://auth0.com/docs/api/authentication#refresh-token)
    /// - <doc:RefreshTokens>
    public func ssoCredentials(parameters: [String: Any] = [:],
                               headers: [String: String] = [:],
                               callback: @escaping @MainActor (CredentialsManagerResult<SSOCredentials>) -> Void) {
        self.retrieveSSOCredentials(parameters: parameters, headers: headers, callback: { result in Task { @MainActor in callback(result) } })
    }

    /// Renews credentials using the refresh token and stores them in the Keychain. **This method is thread-safe**.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// credentialsManager.renew { result in
    ///     switch result {
    ///     case .success(let credentials):
    ///         print("Renewed credentials: \(credentials)")
    ///     case .failure(let error):
    ///         print("Failed with: \(error)")
    ///     }
    /// }
    /// ```
    ///
    /// You can specify custom parameters or headers for the renewal request:
    ///
    /// ```swift
    /// credentialsManager.renew(parameters: ["key": "value"],
    ///                          headers: ["key": "value"]) { print($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - parameters: Additional parameters to use.
    ///   - headers:    Additional headers to use.
    ///   - callback:   Callback that receives a `Result` containing either the renewed user's credentials or an error.
    /// - Requires: The scope `offline_access` to have been requested on login to get a refresh token from Auth0. If
    /// there is no refresh token, the callback will be called with a ``CredentialsManagerError/noRefreshToken`` error.
    /// - Warning: Do not call `store(credentials:)` afterward. The Credentials Manager automatically persists the
    /// renewed credentials. Since this method is thread-safe and ``store(credentials:)`` is not, calling it anyway can
    /// cause concurrency issues.
    /// - Important: To ensure that no concurrent renewal requests get made, do not call this method from multiple
    /// Credentials Manager instances. The Credentials Manager cannot synchronize requests across instances.
    ///
    /// ## See Also
    ///
    /// - [Refresh Tokens](https://auth0.com/docs/secure/tokens/refresh-tokens)
    /// - [Authentication API Endpoint](https://auth0.com/docs/api/authentication/refresh-token/refresh-token)
    /// - <doc:RefreshTokens>
    public func renew(parameters: [String: Any] = [:],
                      headers: [String: String] = [:],
                      callback: @escaping @MainActor (CredentialsManagerResult<Credentials>) -> Void) {
        self.retrieveCredentials(scope: nil,
                                 minTTL: 0,
                                 parameters: parameters,
                                 headers: headers,
                                 forceRenewal: true,
                                 callback: { result in Task { @MainActor in callback(result) } })
    }

    public func store(apiCredentials: APICredentials, forAudience audience: String, forScope scope: String? = nil) throws {
        let data = try apiCredentials.encode()
        let key = getAPICredentialsStorageKey(audience: audience, scope: scope)
        try self.storage.setEntry(data, forKey: key)
    }

    private func retrieveCredentials() throws -> Credentials? {
        let data = try self.storage.getEntry(forKey: self.storeKey)
        return try NSKeyedUnarchiver.unarchivedObject(ofClass: Credentials.self, from: data)
    }

    private func validateDPoPState(for credentials: Credentials) throws {
        let storedThumbprint = try? self.storage.getEntry(forKey: self.dpopThumbprintKey)
        let storedThumbPrintValue = storedThumbprint.flatMap { String(data: $0, encoding: .utf8) }

        let isDPoPBound = credentials.tokenType.caseInsensitiveCompare("DPoP") == .orderedSame
            || storedThumbPrintValue != nil

        guard isDPoPBound else { return }

        guard let dpop = self.authentication.dpop else {
            throw CredentialsManagerError.dpopNotConfigured
        }

        let hasKeyPair = try? dpop.hasKeypair()

        guard hasKeyPair == true else {
            try? self.clearAll()
            throw CredentialsManagerError.dpopKeyMissing
        }

        // Hash the current thumbprint to compare against the stored hash
        let currentThumbprint = try dpop.jkt()
        if let stored = storedThumbPrintValue {
            if stored != currentThumbprint {
                try? self.clearAll()
                throw CredentialsManagerError.dpopKeyMismatch
            }
        } else {
            try self.storage.setEntry(Data(currentThumbprint.utf8), forKey: dpopThumbprintKey)
        }
    }

    private func saveDPoPThumbprint(for credentials: Credentials) throws {
        // token type must be DPoP and authentication must have non nil dpop property
        guard credentials.tokenType.caseInsensitiveCompare("DPoP") == .orderedSame ||
               self.authentication.dpop != nil else {
            try self.storage.deleteEntry(forKey: self.dpopThumbprintKey)
            return
        }

        if let dpop = authentication.dpop,
            let thumbprint = try? dpop.jkt() {
            // Store a SHA-256 hash of the thumbprint to avoid persisting the raw key thumbprint in device storage
            try self.storage.setEntry(Data(thumbprint.utf8), forKey: self.dpopThumbprintKey)
        } else {
            try self.storage.deleteEntry(forKey: self.dpopThumbprintKey)
        }
    }

    private func retrieveAPICredentials(audience: String, scope: String?) throws -> APICredentials? {
        let key = getAPICredentialsStorageKey(audience: audience, scope: scope)
        let data = try self.storage.getEntry(forKey: key)
        return try APICredentials(from: data)
    }

    private func getAPICredentialsStorageKey(audience: String, scope: String?) -> String {
        // Use audience if scope is null else use a combination of audience and scope
        if let scope = scope {
            let normalisedScopes = scope
            .split(separator: " ")
            .sorted()
            .joined(separator: "::")
            return "\(audience)::\(normalisedScopes)"
        } else {
            return audience
        }
    }

    // swiftlint:disable:next function_parameter_count
    private func retrieveCredentials(scope: String?,
                                     minTTL: Int,
                                     parameters: [String: Any],
                                     headers: [String: String],
                                     forceRenewal: Bool,
                                     callback: @escaping @Sendable (CredentialsManagerResult<Credentials>) -> Void) {
        self.retrieveCredentialsWithRetry(scope: scope,
                                         minTTL: minTTL,
                                         parameters: parameters,
                                         headers: headers,
                                         forceRenewal: forceRenewal,
                                         retryCount: 0,
                                         callback: callback)
    }

    // swiftlint:disable:next function_parameter_count function_body_length
    private func retrieveCredentialsWithRetry(scope: String?,
                                             minTTL: Int,
                                             parameters: [String: Any],
                                             headers: [String: String],
                                             forceRenewal: Bool,
                                             retryCount: Int,
                                             callback: @escaping @Sendable (CredentialsManagerResult<Credentials>) -> Void) {
        let params = normalize(parameters)
        SynchronizationBarrier.shared.execute { complete in
            do {
                guard let credentials = try self.retrieveCredentials() else {
                    complete()
                    return callback(.failure(.noCredentials))
                }
                guard !self.hasSessionExpired(idToken: credentials.idToken) else {
                    try? self.clearAll()
                    complete()
                    return callback(.failure(.sessionExpired))
                }
                guard forceRenewal ||
                        self.hasExpired(credentials.expiresAt) ||
                        self.willExpire(credentials.expiresAt, within: minTTL) ||
                        self.hasScopeChanged(from: credentials.scope, to: scope) else {
                    complete()
                    return callback(.success(credentials))
                }
                guard let refreshToken = credentials.refreshToken else {
                    complete()
                    return callback(.failure(.noRefreshToken))
                }

                try self.validateDPoPState(for: credentials)

                self.authentication
                    .renew(withRefreshToken: refreshToken, scope: scope)
                    .parameters(params.asParameters)
                    .headers(headers)
                    .start { result in
                        switch result {
                        case .success(let credentials):
                            let newCredentials = Credentials(from: credentials,
                                                             refreshToken: credentials.refreshToken ?? refreshToken)
                            if self.willExpire(newCredentials.expiresAt, within: minTTL) {
                                let tokenTTL = Int(newCredentials.expiresAt.timeIntervalSinceNow)
                                let error = CredentialsManagerError(code: .largeMinTTL(minTTL: minTTL, lifetime: tokenTTL))
                                complete()
                                callback(.failure(error))
                            } else {
                                do {
                                    try self.store(credentials: newCredentials)
                                    complete()
                                    callback(.success(newCredentials))
                                } catch {
                                    complete()
                                    callback(.failure(CredentialsManagerError(code: .storeFailed, cause: error)))
                                }
                            }
                        case .failure(let error):
                            complete()
                            // Check if we should retry based on error type and retry count
                            if self.shouldRetryRenewal(for: error, retryCount: retryCount) {
                                // Calculate exponential backoff delay: 0.5s, 1s, 2s, etc.
                                let delay = pow(2.0, Double(retryCount)) * 0.5
                                DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + delay) {
                                    self.retrieveCredentialsWithRetry(scope: scope,
                                                                      minTTL: minTTL,
                                                                      parameters: params.asParameters,
                                                                      headers: headers,
                                                                      forceRenewal: forceRenewal,
                                                                      retryCount: retryCount + 1,
                                                                      callback: callback)
                                }
                            } else {
                                callback(.failure(CredentialsManagerError(code: .renewFailed, cause: error)))
                            }
                        }
                    }
            } catch let error as CredentialsManagerError {
                complete()
                callback(.failure(error))
            } catch {
                complete()
                callback(.failure(CredentialsManagerError(code: .renewFailed, cause: error)))
            }
        }
    }

    private func shouldRetryRenewal(for error: AuthenticationError, retryCount: Int) -> Bool {
        guard retryCount < self.maxRetries else { return false }
        return error.isRetryable
    }

    private func retrieveSSOCredentials(parameters: [String: Any],
                                        headers: [String: String],
                                        callback: @escaping @Sendable (CredentialsManagerResult<SSOCredentials>) -> Void) {
        let params = normalize(parameters)
        SynchronizationBarrier.shared.execute { complete in
            do {
                guard let credentials = try self.retrieveCredentials() else {
                    complete()
                    return callback(.failure(.noCredentials))
                }
                guard !self.hasSessionExpired(idToken: credentials.idToken) else {
                    try? self.clearAll()
                    complete()
                    return callback(.failure(.sessionExpired))
                }
                guard let refreshToken = credentials.refreshToken else {
                    complete()
                    return callback(.failure(.noRefreshToken))
                }
                try self.validateDPoPState(for: credentials)

                self.authentication
                    .ssoExchange(withRefreshToken: refreshToken)
                    .parameters(params.asParameters)
                    .headers(headers)
                    .start { result in
                        switch result {
                        case .success(let ssoCredentials):
                            let newCredentials = Credentials(from: credentials,
                                                             idToken: ssoCredentials.idToken,
                                                             refreshToken: ssoCredentials.refreshToken ?? refreshToken)
                            do {
                                try self.store(credentials: newCredentials)
                                complete()
                                callback(.success(ssoCredentials))
                            } catch {
                                complete()
                                callback(.failure(CredentialsManagerError(code: .storeFailed, cause: error)))
                            }
                        case .failure(let error):
                            complete()
                            callback(.failure(CredentialsManagerError(code: .ssoExchangeFailed, cause: error)))
                        }
                    }
            } catch let error as CredentialsManagerError {
                complete()
                return callback(.failure(error))
            } catch {
                complete()
                return callback(.failure(CredentialsManagerError(code: .ssoExchangeFailed, cause: error)))
            }
        }
    }

    // swiftlint:disable:next function_body_length function_parameter_count
    private func retrieveAPICredentials(audience: String,
                                        scope: String?,
                                        minTTL: Int,
                                        parameters: [String: Any],
                                        headers: [String: String],
                                        callback: @escaping @Sendable (CredentialsManagerResult<APICredentials>) -> Void) {
        let params = normalize(parameters)
        SynchronizationBarrier.shared.execute { complete in
            do {
                if let apiCredentials = try? self.retrieveAPICredentials(audience: audience, scope: scope),
                   !self.hasExpired(apiCredentials.expiresAt),
                   !self.willExpire(apiCredentials.expiresAt, within: minTTL),
                   !self.hasScopeChanged(from: apiCredentials.scope, to: scope, ignoreOpenid: scope?.contains("openid") == false) {
                    complete()
                    return callback(.success(apiCredentials))
                }
                guard let currentCredentials = try self.retrieveCredentials() else {
                    complete()
                    return callback(.failure(.noCredentials))
                }
                guard !self.hasSessionExpired(idToken: currentCredentials.idToken) else {
                    try? self.clearAll()
                    complete()
                    return callback(.failure(.sessionExpired))
                }
                guard let refreshToken = currentCredentials.refreshToken else {
                    complete()
                    return callback(.failure(.noRefreshToken))
                }
                try self.validateDPoPState(for: currentCredentials)

                self.authentication
                    .renew(withRefreshToken: refreshToken, audience: audience, scope: scope)
                    .parameters(params.asParameters)
                    .headers(headers)
                    .start { result in
                        switch result {
                        case .success(let credentials):
                            let newCredentials = Credentials(from: currentCredentials,
                                                             idToken: credentials.idToken,
                                                             refreshToken: credentials.refreshToken ?? refreshToken)
                            let newAPICredentials = APICredentials(from: credentials)
                            if self.willExpire(newAPICredentials.expiresAt, within: minTTL) {
                                let tokenTTL = Int(newAPICredentials.expiresAt.timeIntervalSinceNow)
                                let error = CredentialsManagerError(code: .largeMinTTL(minTTL: minTTL, lifetime: tokenTTL))
                                complete()
                                callback(.failure(error))
                            } else {
                                do {
                                    try self.store(credentials: newCredentials)
                                    try self.store(apiCredentials: newAPICredentials, forAudience: audience, forScope: scope)
                                    complete()
                                    callback(.success(newAPICredentials))
                                } catch {
                                    complete()
                                    callback(.failure(CredentialsManagerError(code: .storeFailed, cause: error)))
                                }
                            }
                        case .failure(let error):
                            complete()
                            callback(.failure(CredentialsManagerError(code: .apiExchangeFailed, cause: error)))
                        }
                    }
            } catch let error as CredentialsManagerError {
                complete()
                callback(.failure(error))
            } catch {
                complete()
                callback(.failure(CredentialsManagerError(code: .apiExchangeFailed, cause: error)))
            }
        }
    }

    func willExpire(_ expiresAt: Date, within ttl: Int) -> Bool {
        return expiresAt < Date(timeIntervalSinceNow: TimeInterval(ttl))
    }

    func hasExpired(_ expiresAt: Date) -> Bool {
        return expiresAt < Date()
    }

    /// Grace period (seconds): the session is treated as expired this many seconds before the
    /// wall-clock ceiling, ensuring it is never extended past the upstream IdP boundary.
    private static let sessionExpiryLeeway: TimeInterval = 30

    /// Writes the `session_expiry` ceiling to the Keychain on the first login.
    ///
    /// Only writes when no ceiling is already pinned, so calling `store(credentials:)` on a renewal
    /// grant is safe — the existing pinned value is preserved.
    private func pinSessionExpiry(for credentials: Credentials) {
        guard pinnedSessionExpiry() == nil,
              let expiry = Credentials.parseSessionExpiry(fromIdToken: credentials.idToken) else { return }
        try? self.storage.setEntry(Data(String(expiry).utf8), forKey: self.sessionExpiryKey)
    }

    /// Returns the `session_expiry` ceiling (Unix seconds) pinned at login, or `nil` if nothing is stored.
    private func pinnedSessionExpiry() -> Int64? {
        guard let data = try? self.storage.getEntry(forKey: self.sessionExpiryKey),
              let string = String(data: data, encoding: .utf8),
              let value = Int64(string),
              value > 0 else { return nil }
        return value
    }

    /// Checks whether the upstream-IdP session ceiling has been reached.
    ///
    /// Resolves the ceiling from the Keychain-pinned value first (set at initial login, never updated on
    /// refresh). Falls back to the live ID token claim only when nothing is pinned yet — this covers
    /// sessions stored before the pinning feature existed. When neither source provides a value the
    /// session is not expired (fail-open). A 30-second negative leeway is applied.
    func hasSessionExpired(idToken: String?) -> Bool {
        guard let sessionExpiry = pinnedSessionExpiry() ?? Credentials.parseSessionExpiry(fromIdToken: idToken) else {
            return false
        }
        return Date().timeIntervalSince1970 + CredentialsManager.sessionExpiryLeeway >= Double(sessionExpiry)
    }

    func hasScopeChanged(from lastScope: String?, to newScope: String?, ignoreOpenid: Bool = false) -> Bool {

        if let lastScope = lastScope, let newScope = newScope {

            var storedScopes = Set(
                    lastScope
                    .split(separator: " ")
                    .filter { !$0.isEmpty }
                    .map { String($0).lowercased() }
            )

            if ignoreOpenid {
                storedScopes.remove("openid")
            }

            let requiredScopes = Set(
                    newScope
                    .split(separator: " ")
                    .filter { !$0.isEmpty }
                    .map { String($0).lowercased() }
            )

            return storedScopes != requiredScopes
        }
        return false
    }

}

// MARK: - Combine

public extension CredentialsManager {

    /// Calls the `/oauth/revoke` endpoint to revoke the refresh token and then clears the credentials if the request
    /// was successful. Otherwise, the credentials are not cleared and the subscription completes with an error.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// credentialsManager
    ///     .revoke()
    ///     .sink(receiveCompletion: { completion in
    ///         switch completion {
    ///         case .finished:
    ///             print("Revoked refresh token and cleared credentials")
    ///         case .failure(let error):
    ///             print("Failed with: \(error)")
    ///         }
    ///     }, receiveValue: {})
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// You can specify custom headers for the refresh token revocation:
    ///
    /// ```swift
    /// credentialsManager
    ///     .revoke(headers: ["key": "value"])
    ///     .sink(receiveCompletion: { print($0) },
    ///           receiveValue: {})
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// If no refresh token is available the endpoint is not called, the credentials are cleared, and the subscription
    /// completes without an error.
    ///
    /// - Parameter headers: Additional headers to use when revoking the refresh token.
    /// - Returns: A type-erased publisher.
    ///
    /// ## See Also
    ///
    /// - [Refresh Tokens](https://auth0.com/docs/secure/tokens/refresh-tokens)
    /// - [Authentication API Endpoint](https://auth0.com/docs/api/authentication/revoke-refresh-token/revoke-refresh-token)
    func revoke(headers: [String: String] = [:]) -> AnyPublisher<Void, CredentialsManagerError> {
        return Deferred {
            Future { promise in
                let box = SendableBox(value: promise)
                self.revoke(headers: headers) { result in box.value(result) }
            }
        }.eraseToAnyPublisher()
    }

    /// Retrieves credentials from the Keychain and automatically renews them using the refresh token if the access
    /// token is expired. Otherwise, the subscription will complete with the retrieved credentials as they are still
    /// valid. Renewed credentials will be stored in the Keychain. **This method is thread-safe**.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// credentialsManager
    ///     .credentials()
    ///     .sink(receiveCompletion: { completion in
    ///         if case .failure(let error) = completion {
    ///             print("Failed with: \(error)")
    ///         }
    ///     }, receiveValue: { credentials in
    ///         print("Obtained credentials: \(credentials)")
    ///     })
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// To avoid retrieving access tokens with too little time left, enforce a minimum TTL (in seconds):
    ///
    /// ```swift
    /// credentialsManager
    ///     .credentials(minTTL: 60)
    ///     .sink(receiveCompletion: { print($0) },
    ///           receiveValue: { print($0) })
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// You can specify custom parameters or headers for the renewal request:
    ///
    /// ```swift
    /// credentialsManager
    ///     .credentials(parameters: ["key": "value"],
    ///                  headers: ["key": "value"])
    ///     .sink(receiveCompletion: { print($0) },
    ///           receiveValue: { print($0) })
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// When renewing credentials you can get a downscoped access token by requesting fewer scopes than were requested
    /// on login. If you specify fewer scopes, the credentials will be renewed immediately, regardless of whether they
    /// are expired or not.
    ///
    /// ```swift
    /// credentialsManager
    ///     .credentials(scope: "openid offline_access")
    ///     .sink(receiveCompletion: { print($0) },
    ///           receiveValue: { print($0) })
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// - Parameters:
    ///   - scope:      Space-separated list of scope values to request when renewing credentials. Defaults to `nil`, which will ask for the same scopes that were requested on login.
    ///   - minTTL:     Minimum time in seconds the access token must remain valid to avoid being renewed. Defaults to `60`.
    ///   - parameters: Additional parameters to use when renewing credentials.
    ///   - headers:    Additional headers to use when renewing credentials.
    /// - Returns: A type-erased publisher.
    /// - Requires: The scope `offline_access` to have been requested on login to get a refresh token from Auth0. If
    /// the credentials are expired and there is no refresh token, the subscription will complete with a
    /// ``CredentialsManagerError/noRefreshToken`` error.
    /// - Warning: Do not call `store(credentials:)` afterward. The Credentials Manager automatically persists the
    /// renewed credentials. Since this method is thread-safe and ``store(credentials:)`` is not, calling it anyway can
    /// cause concurrency issues.
    /// - Important: To ensure that no concurrent renewal requests get made, do not call this method from multiple
    /// Credentials Manager instances. The Credentials Manager cannot synchronize requests across instances.
    ///
    /// ## See Also
    ///
    /// - [Refresh Tokens](https://auth0.com/docs/secure/tokens/refresh-tokens)
    /// - [Authentication API Endpoint](https://auth0.com/docs/api/authentication/refresh-token/refresh-token)
    /// - <doc:RefreshTokens>
    func credentials(withScope scope: String? = nil,
                     minTTL: Int = 60,
                     parameters: [String: Any] = [:],
                     headers: [String: String] = [:]) -> AnyPublisher<Credentials, CredentialsManagerError> {
        return Deferred {
            Future { promise in
                let box = SendableBox(value: promise)
                self.credentials(withScope: scope,
                                 minTTL: minTTL,
                                 parameters: parameters,
                                 headers: headers) { result in box.value(result) }
            }
        }.eraseToAnyPublisher()
    }

    /// Retrieves API credentials from the Keychain and automatically renews them using the refresh token if the access
    /// token is expired. Otherwise, the subscription will complete with the retrieved API credentials as they are
    /// still valid.
    ///
    /// If there are no stored API credentials, the refresh token will be exchaged for a new set of API credentials.
    /// New or renewed API credentials will be automatically stored in the Keychain. **This method is thread-safe**.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// credentialsManager
    ///     .apiCredentials(forAudience: "http://example.com/api")
    ///     .sink(receiveCompletion: { completion in
    ///         if case .failure(let error) = completion {
    ///             print("Failed with: \(error)")
    ///         }
    ///     }, receiveValue: { apiCredentials in
    ///         print("Obtained API credentials: \(apiCredentials)")
    ///     })
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// The default scopes configured for the API will be granted if you don't request any specific scopes. If you
    /// request different scopes than the ones that were granted last time, the API credentials will be renewed
    /// immediately, regardless of whether they are expired or not.
    ///
    /// ```swift
    /// credentialsManager
    ///     .apiCredentials(forAudience: "http://example.com/api",
    ///                     scopes: "read:todos update:todos")
    ///     .sink(receiveCompletion: { print($0) },
    ///           receiveValue: { print($0) })
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// To avoid retrieving access tokens with too little time left, enforce a minimum TTL (in seconds):
    ///
    /// ```swift
    /// credentialsManager
    ///     .apiCredentials(forAudience: "http://example.com/api",
    ///                     minTTL: 60)
    ///     .sink(receiveCompletion: { print($0) },
    ///           receiveValue: { print($0) })
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// You can specify custom parameters or headers for the exchange request:
    ///
    /// ```swift
    /// credentialsManager
    ///     .apiCredentials(forAudience: "http://example.com/api",
    ///                     parameters: ["key": "value"],
    ///                     headers: ["key": "value"])
    ///     .sink(receiveCompletion: { print($0) },
    ///           receiveValue: { print($0) })
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// - Parameters:
    ///   - audience:   Identifier of the API that your application is requesting access to.
    ///   - scope:      Space-separated list of scope values to request when exchanging a refresh token for API credentials. Defaults to `nil`, which will ask for the default scopes configured for the API.
    ///   - minTTL:     Minimum time in seconds the access token must remain valid to avoid being renewed. Defaults to `60`.
    ///   - parameters: Additional parameters to use when exchanging a refresh token for API credentials.
    ///   - headers:    Additional headers to use when exchanging a refresh token for API credentials.
    /// - Requires: The scope `offline_access` to have been requested on login to get a refresh token from Auth0. If
    /// the API credentials are expired and there is no refresh token, the callback will be called with a
    /// ``CredentialsManagerError/noRefreshToken`` error.
    /// - Important: To ensure that no concurrent exchange requests get made, do not call this method from multiple
    /// Credentials Manager instances. The Credentials Manager cannot synchronize requests across instances.
    ///
    /// ## See Also
    ///
    /// - [Scopes](https://auth0.com/docs/get-started/apis/scopes)
    /// - [Refresh Tokens](https://auth0.com/docs/secure/tokens/refresh-tokens)
    /// - [Authentication API Endpoint](https://auth0.com/docs/api/authentication/refresh-token/refresh-token)
    /// - <doc:RefreshTokens>
    func apiCredentials(forAudience audience: String,
                        scope: String? = nil,
                        minTTL: Int = 60,
                        parameters: [String: Any] = [:],
                        headers: [String: String] = [:]) -> AnyPublisher<APICredentials, CredentialsManagerError> {
        return Deferred {
            Future { promise in
                let box = SendableBox(value: promise)
                self.apiCredentials(forAudience: audience,
                                    scope: scope,
                                    minTTL: minTTL,
                                    parameters: parameters,
                                    headers: headers) { result in box.value(result) }
            }
        }.eraseToAnyPublisher()
    }

    /// Exchanges the refresh token for a session transfer token that can be used to perform web single sign-on (SSO).
    /// **This method is thread-safe**.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// credentialsManager
    ///     .ssoCredentials()
    ///     .sink(receiveCompletion: { completion in
    ///         if case .failure(let error) = completion {
    ///             print("Failed with: \(error)")
    ///         }
    ///     }, receiveValue: { ssoCredentials in
    ///         print("Obtained SSO credentials: \(ssoCredentials)")
    ///     })
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// If you need to specify custom parameters or headers:
    ///
    /// ```swift
    /// credentialsManager
    ///     .ssoCredentials(parameters: ["key": "value"],
    ///                     headers: ["key": "value"])
    ///     .sink(receiveCompletion: { print($0) },
    ///           receiveValue: { print($0) })
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// When opening your website on any browser or web view, add the session transfer token to the URL as a query
    /// parameter. Then your website can redirect the user to Auth0's `/authorize` endpoint, passing along the query
    /// parameter with the session transfer token. For example,
    /// `https://example.com/login?session_transfer_token=THE_TOKEN`.
    ///
    /// If you're using `WKWebView` to open your website, you can place the session transfer token inside a cookie
    /// instead. It will be automatically sent to the `/authorize` endpoint.
    ///
    /// ```swift
    /// let cookie = HTTPCookie(properties: [
    ///     .domain: "YOUR_AUTH0_DOMAIN", // Or custom domain, if your website is using one
    ///     .path: "/",
    ///     .name: "auth0_session_transfer_token",
    ///     .value: ssoCredentials.sessionTransferToken,
    ///     .expires: ssoCredentials.expiresAt,
    ///     .secure: true
    /// ])!
    ///
    /// webView.configuration.websiteDataStore.httpCookieStore.setCookie(cookie)
    /// ```
    ///
    /// > Important: Make sure the cookie's domain matches the Auth0 domain your *website* is using, regardless of the
    /// one your mobile app is using. Otherwise, the `/authorize` endpoint will not receive the cookie. If your website
    /// is using the provided Auth0 domain (like `example.us.auth0.com`), set the cookie's domain to this value. On the
    /// other hand, if your website is using a custom domain, use this value instead.
    /// 
    /// - Parameters:
    ///   - parameters: Additional parameters to use.
    ///   - headers:    Additional headers to use.
    /// - Requires: The scope `offline_access` to have been requested on login to get a refresh token from Auth0. If
    /// there is no refresh token, the callback will be called with a ``CredentialsManagerError/noRefreshToken`` error.
    /// - Important: To ensure that no concurrent renewal requests get made, do not call this method from multiple
    /// Credentials Manager instances. The Credentials Manager cannot synchronize requests across instances.
    ///
    /// ## See Also
    ///
    /// - [Refresh Tokens](https://auth0.com/docs/secure/tokens/refresh-tokens)
    /// - [Authentication API Endpoint](https://auth0.com/docs/api/authentication#refresh-token)
    /// - <doc:RefreshTokens>
    func ssoCredentials(parameters: [String: Any] = [:],
                        headers: [String: String] = [:]) -> AnyPublisher<SSOCredentials, CredentialsManagerError> {
        return Deferred {
            Future { promise in
                let box = SendableBox(value: promise)
                self.ssoCredentials(parameters: parameters,
                                    headers: headers) { result in box.value(result) }
            }
        }.eraseToAnyPublisher()
    }

    /// Renews credentials using the refresh token and stores them in the Keychain. **This method is thread-safe**.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// credentialsManager
    ///     .renew()
    ///     .sink(receiveCompletion: { completion in
    ///         if case .failure(let error) = completion {
    ///             print("Failed with: \(error)")
    ///         }
    ///     }, receiveValue: { credentials in
    ///         print("Renewed credentials: \(credentials)")
    ///     })
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// You can specify custom parameters or headers for the renewal request:
    ///
    /// ```swift
    /// credentialsManager
    ///     .renew(parameters: ["key": "value"],
    ///            headers: ["key": "value"])
    ///     .sink(receiveCompletion: { print($0) },
    ///           receiveValue: { print($0) })
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// - Parameters:
    ///   - parameters: Additional parameters to use.
    ///   - headers:    Additional headers to use.
    /// - Requires: The scope `offline_access` to have been requested on login to get a refresh token from Auth0. If
    /// there is no refresh token, the subscription will complete with a ``CredentialsManagerError/noRefreshToken``
    /// error.
    /// - Warning: Do not call `store(credentials:)` afterward. The Credentials Manager automatically persists the
    /// renewed credentials. Since this method is thread-safe and ``store(credentials:)`` is not, calling it anyway can
    /// cause concurrency issues.
    /// - Important: To ensure that no concurrent renewal requests get made, do not call this method from multiple
    /// Credentials Manager instances. The Credentials Manager cannot synchronize requests across instances.
    ///
    /// ## See Also
    ///
    /// - [Refresh Tokens](https://auth0.com/docs/secure/tokens/refresh-tokens)
    /// - [Authentication API Endpoint](https://auth0.com/docs/api/authentication/refresh-token/refresh-token)
    /// - <doc:RefreshTokens>
    func renew(parameters: [String: Any] = [:],
               headers: [String: String] = [:]) -> AnyPublisher<Credentials, CredentialsManagerError> {
        return Deferred {
            Future { promise in
                let box = SendableBox(value: promise)
                self.renew(parameters: parameters,
                           headers: headers) { result in box.value(result) }
            }
        }.eraseToAnyPublisher()
    }

}

// MARK: - Async/Await

#if canImport(_Concurrency)
public extension CredentialsManager {

    /// Calls the `/oauth/revoke` endpoint to revoke the refresh token and then clears the credentials if the request
    /// was successful. Otherwise, the credentials are not cleared and an error is thrown.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// do {
    ///     try await credentialsManager.revoke()
    ///     print("Revoked refresh token and cleared credentials")
    /// } catch {
    ///     print("Failed with: \(error)")
    /// }
    /// ```
    ///
    /// You can specify custom headers for the refresh token revocation:
    ///
    /// ```swift
    /// try await credentialsManager.revoke(headers: ["key": "value"])
    /// ```
    ///
    /// If no refresh token is available the endpoint is not called, the credentials are cleared, and no error is thrown.
    ///
    /// - Parameter headers: Additional headers to use when revoking the refresh token.
    /// - Throws: An error of type ``CredentialsManagerError``.
    ///
    /// ## See Also
    ///
    /// - [Refresh Tokens](https://auth0.com/docs/secure/tokens/refresh-tokens)
    /// - [Authentication API Endpoint](https://auth0.com/docs/api/authentication/revoke-refresh-token/revoke-refresh-token)
    func revoke(headers: [String: String] = [:]) async throws {
        return try await withCheckedThrowingContinuation { continuation in
            self.revoke(headers: headers) { result in
                continuation.resume(with: result)
            }
        }
    }

    /// Retrieves credentials from the Keychain and automatically renews them using the refresh token if the access
    /// token is expired. Otherwise, it returns the retrieved credentials as they are still valid. Renewed credentials
    /// will be stored in the Keychain. **This method is thread-safe**.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// do {
    ///     let credentials = try await credentialsManager.credentials()
    ///     print("Obtained credentials: \(credentials)")
    /// } catch {
    ///     print("Failed with: \(error)")
    /// }
    /// ```
    ///
    /// To avoid retrieving access tokens with too little time left, enforce a minimum TTL (in seconds):
    ///
    /// ```swift
    /// let credentials = try await credentialsManager.credentials(minTTL: 60)
    /// ```
    ///
    /// You can specify custom parameters or headers for the renewal request:
    ///
    /// ```swift
    /// let credentials = try await credentialsManager.credentials(parameters: ["key": "value"],
    ///                                                            headers: ["key": "value"])
    /// ```
    ///
    /// When renewing credentials you can get a downscoped access token by requesting fewer scopes than were requested
    /// on login. If you specify fewer scopes, the credentials will be renewed immediately, regardless of whether they
    /// are expired or not.
    ///
    /// ```swift
    /// let credentials = try await credentialsManager.credentials(scope: "openid offline_access")
    /// ```
    ///
    /// - Parameters:
    ///   - scope:      Space-separated list of scope values to request when renewing credentials. Defaults to `nil`, which will ask for the same scopes that were requested on login.
    ///   - minTTL:     Minimum time in seconds the access token must remain valid to avoid being renewed. Defaults to `60`.
    ///   - parameters: Additional parameters to use when renewing credentials.
    ///   - headers:    Additional headers to use when renewing credentials.
    /// - Returns: The user's credentials.
    /// - Throws: An error of type ``CredentialsManagerError``.
    /// - Requires: The scope `offline_access` to have been requested on login to get a refresh token from Auth0. If
    /// the credentials are expired and there is no refresh token, a ``CredentialsManagerError/noRefreshToken`` error
    /// will be thrown.
    /// - Warning: Do not call `store(credentials:)` afterward. The Credentials Manager automatically persists the
    /// renewed credentials. Since this method is thread-safe and ``store(credentials:)`` is not, calling it anyway can
    /// cause concurrency issues.
    /// - Important: To ensure that no concurrent renewal requests get made, do not call this method from multiple
    /// Credentials Manager instances. The Credentials Manager cannot synchronize requests across instances.
    ///
    /// ## See Also
    ///
    /// - [Refresh Tokens](https://auth0.com/docs/secure/tokens/refresh-tokens)
    /// - [Authentication API Endpoint](https://auth0.com/docs/api/authentication/refresh-token/refresh-token)
    /// - <doc:RefreshTokens>
    func credentials(withScope scope: String? = nil,
                     minTTL: Int = 60,
                     parameters: [String: Any] = [:],
                     headers: [String: String] = [:]) async throws -> Credentials {
        return try await withCheckedThrowingContinuation { continuation in
            self.credentials(withScope: scope,
                             minTTL: minTTL,
                             parameters: parameters,
                             headers: headers) { result in
                continuation.resume(with: result)
            }
        }
    }

    /// Retrieves API credentials from the Keychain and automatically renews them using the refresh token if the access
    /// token is expired. Otherwise, it returns the retrieved API credentials as they are still valid.
    ///
    /// If there are no stored API credentials, the refresh token will be exchaged for a new set of API credentials.
    /// New or renewed API credentials will be automatically stored in the Keychain. **This method is thread-safe**.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// do {
    ///     let apiCredentials = try await credentialsManager.apiCredentials(forAudience: "http://example.com/api")
    ///     print("Obtained API credentials: \(apiCredentials)")
    /// } catch {
    ///     print("Failed with: \(error)")
    /// }
    /// ```
    ///
    /// The default scopes configured for the API will be granted if you don't request any specific scopes. If you
    /// request different scopes than the ones that were granted last time, the API credentials will be renewed
    /// immediately, regardless of whether they are expired or not.
    ///
    /// ```swift
    /// let apiCredentials = try await credentialsManager.apiCredentials(forAudience: "http://example.com/api",
    ///                                                                  scope: "read:todos update:todos")
    /// ```
    ///
    /// To avoid retrieving access tokens with too little time left, enforce a minimum TTL (in seconds):
    ///
    /// ```swift
    /// let apiCredentials = try await credentialsManager.apiCredentials(forAudience: "http://example.com/api",
    ///                                                                  minTTL: 60)
    /// ```
    ///
    /// You can specify custom parameters or headers for the exchange request:
    ///
    /// ```swift
    /// let apiCredentials = try await credentialsManager.apiCredentials(forAudience: "http://example.com/api",
    ///                                                                  parameters: ["key": "value"],
    ///                                                                  headers: ["key": "value"])
    /// ```
    ///
    /// - Parameters:
    ///   - audience:   Identifier of the API that your application is requesting access to.
    ///   - scope:      Space-separated list of scope values to request when exchanging a refresh token for API credentials. Defaults to `nil`, which will ask for the default scopes configured for the API.
    ///   - minTTL:     Minimum time in seconds the access token must remain valid to avoid being renewed. Defaults to `60`.
    ///   - parameters: Additional parameters to use when exchanging a refresh token for API credentials.
    ///   - headers:    Additional headers to use when exchanging a refresh token for API credentials.
    /// - Requires: The scope `offline_access` to have been requested on login to get a refresh token from Auth0. If
    /// the API credentials are expired and there is no refresh token, the callback will be called with a
    /// ``CredentialsManagerError/noRefreshToken`` error.
    /// - Important: To ensure that no concurrent exchange requests get made, do not call this method from multiple
    /// Credentials Manager instances. The Credentials Manager cannot synchronize requests across instances.
    ///
    /// ## See Also
    ///
    /// - [Scopes](https://auth0.com/docs/get-started/apis/scopes)
    /// - [Refresh Tokens](https://auth0.com/docs/secure/tokens/refresh-tokens)
    /// - [Authentication API Endpoint](https://auth0.com/docs/api/authentication/refresh-token/refresh-token)
    /// - <doc:RefreshTokens>
    func apiCredentials(forAudience audience: String,
                        scope: String? = nil,
                        minTTL: Int = 60,
                        parameters: [String: Any] = [:],
                        headers: [String: String] = [:]) async throws -> APICredentials {
        return try await withCheckedThrowingContinuation { continuation in
            self.apiCredentials(forAudience: audience,
                                scope: scope,
                                minTTL: minTTL,
                                parameters: parameters,
                                headers: headers) { result in
                continuation.resume(with: result)
            }
        }
    }

    /// Exchanges the refresh token for a session transfer token that can be used to perform web single sign-on (SSO).
    /// **This method is thread-safe**.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// do {
    ///     let ssoCredentials = try await credentialsManager.ssoCredentials()
    ///     print("Obtained SSO credentials: \(ssoCredentials)")
    /// } catch {
    ///     print("Failed with: \(error)")
    /// }
    /// ```
    ///
    /// If you need to specify custom parameters or headers:
    ///
    /// ```swift
    /// let ssoCredentials = try await credentialsManager.ssoCredentials(parameters: ["key": "value"],
    ///                                                                  headers: ["key": "value"])
    /// ```
    ///
    /// When opening your website on any browser or web view, add the session transfer token to the URL as a query
    /// parameter. Then your website can redirect the user to Auth0's `/authorize` endpoint, passing along the query
    /// parameter with the session transfer token. For example,
    /// `https://example.com/login?session_transfer_token=THE_TOKEN`.
    ///
    /// If you're using `WKWebView` to open your website, you can place the session transfer token inside a cookie
    /// instead. It will be automatically sent to the `/authorize` endpoint.
    ///
    /// ```swift
    /// let cookie = HTTPCookie(properties: [
    ///     .domain: "YOUR_AUTH0_DOMAIN", // Or custom domain, if your website is using one
    ///     .path: "/",
    ///     .name: "auth0_session_transfer_token",
    ///     .value: ssoCredentials.sessionTransferToken,
    ///     .expires: ssoCredentials.expiresAt,
    ///     .secure: true
    /// ])!
    ///
    /// webView.configuration.websiteDataStore.httpCookieStore.setCookie(cookie)
    /// ```
    ///
    /// > Important: Make sure the cookie's domain matches the Auth0 domain your *website* is using, regardless of the
    /// one your mobile app is using. Otherwise, the `/authorize` endpoint will not receive the cookie. If your website
    /// is using the provided Auth0 domain (like `example.us.auth0.com`), set the cookie's domain to this value. On the
    /// other hand, if your website is using a custom domain, use this value instead.
    ///
    /// - Parameters:
    ///   - parameters: Additional parameters to use.
    ///   - headers:    Additional headers to use.
    /// - Returns: SSO credentials contaning a session transfer token.
    /// - Throws: An error of type ``CredentialsManagerError``.
    /// - Requires: The scope `offline_access` to have been requested on login to get a refresh token from Auth0. If
    /// there is no refresh token, the callback will be called with a ``CredentialsManagerError/noRefreshToken`` error.
    /// - Important: To ensure that no concurrent renewal requests get made, do not call this method from multiple
    /// Credentials Manager instances. The Credentials Manager cannot synchronize requests across instances.
    ///
    /// ## See Also
    ///
    /// - [Refresh Tokens](https://auth0.com/docs/secure/tokens/refresh-tokens)
    /// - [Authentication API Endpoint](https://auth0.com/docs/api/authentication#refresh-token)
    /// - <doc:RefreshTokens>
    func ssoCredentials(parameters: [String: Any] = [:],
                        headers: [String: String] = [:]) async throws -> SSOCredentials {
        return try await withCheckedThrowingContinuation { continuation in
            self.ssoCredentials(parameters: parameters, headers: headers) { result in
                continuation.resume(with: result)
            }
        }
    }

    /// Renews credentials using the refresh token and stores them in the Keychain. **This method is thread-safe**.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// do {
    ///     let credentials = try await credentialsManager.renew()
    ///     print("Renewed credentials: \(credentials)")
    /// } catch {
    ///     print("Failed with: \(error)")
    /// }
    /// ```
    ///
    /// You can specify custom parameters or headers for the renewal request:
    ///
    /// ```swift
    /// let credentials = try await credentialsManager.renew(parameters: ["key": "value"],
    ///                                                      headers: ["key": "value"])
    /// ```
    ///
    /// - Parameters:
    ///   - parameters: Additional parameters to use.
    ///   - headers:    Additional headers to use.
    /// - Requires: The scope `offline_access` to have been requested on login to get a refresh token from Auth0. If
    /// there is no refresh token, a ``CredentialsManagerError/noRefreshToken`` error will be thrown.
    /// - Warning: Do not call `store(credentials:)` afterward. The Credentials Manager automatically persists the
    /// renewed credentials. Since this method is thread-safe and ``store(credentials:)`` is not, calling it anyway can
    /// cause concurrency issues.
    /// - Important: To ensure that no concurrent renewal requests get made, do not call this method from multiple
    /// Credentials Manager instances. The Credentials Manager cannot synchronize requests across instances.
    ///
    /// ## See Also
    ///
    /// - [Refresh Tokens](https://auth0.com/docs/secure/tokens/refresh-tokens)
    /// - [Authentication API Endpoint](https://auth0.com/docs/api/authentication/refresh-token/refresh-token)
    /// - <doc:RefreshTokens>
    func renew(parameters: [String: Any] = [:],
               headers: [String: String] = [:]) async throws -> Credentials {
        return try await withCheckedThrowingContinuation { continuation in
            self.renew(parameters: parameters, headers: headers) { result in
                continuation.resume(with: result)
            }
        }
    }

    #if WEB_AUTH_PLATFORM
    /// Updates the biometric session timestamp to the current time.
    /// Only updates for session-based policies (Session and AppLifecycle).
    private func updateBiometricSession(for policy: BiometricPolicy) {
        // Don't update session for "Always" or "Default" policy
        switch policy {
        case .always, .default:
            return
        case .session, .appLifecycle:
            self.biometricSession.lock.lock()
            defer { self.biometricSession.lock.unlock() }
            self.biometricSession.lastBiometricAuthTime = Date().timeIntervalSince1970
        }
    }
    #endif

}
#endif
