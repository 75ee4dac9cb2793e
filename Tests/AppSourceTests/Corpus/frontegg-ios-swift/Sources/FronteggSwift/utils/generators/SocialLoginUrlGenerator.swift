//
//  SocialLoginUrlGenerator.swift
//  FronteggSwift
//
//  Created by David Antoon on 08/09/2025.
//
//  Refactored to use the existing SocialLoginConfig data model.
//  Updated to support custom social logins.
//

import Foundation
import WebKit
import CryptoKit


/// A data structure to hold all provider-specific OAuth configurations that are not fetched from the API.
internal struct ProviderDetails {
    let authorizeEndpoint: String
    let defaultScopes: [String]
    let responseType: String
    let responseMode: String?
    let requiresPKCE: Bool
    let promptValueForConsent: String?

    private static let providerDetails: [SocialLoginProvider: ProviderDetails] = [
        .facebook: .init(
            authorizeEndpoint: "https://www.facebook.com/v10.0/dialog/oauth",
            defaultScopes: ["email"],
            responseType: "code", responseMode: nil, requiresPKCE: false,
            promptValueForConsent: "reauthenticate"
        ),
        .google: .init(
            authorizeEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
            defaultScopes: ["https://www.googleapis.com/auth/userinfo.profile", "https://www.googleapis.com/auth/userinfo.email"],
            responseType: "code", responseMode: nil, requiresPKCE: true,
            promptValueForConsent: "select_account"
        ),
        .github: .init(
            authorizeEndpoint: "https://github.com/login/oauth/authorize",
            defaultScopes: ["read:user", "user:email"],
            responseType: "code", responseMode: nil, requiresPKCE: false,
            promptValueForConsent: "consent"
        ),
        .microsoft: .init(
            authorizeEndpoint: "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
            defaultScopes: ["openid", "profile", "email"],
            responseType: "code", responseMode: "query", requiresPKCE: true,
            promptValueForConsent: "select_account"
        ),
        .slack: .init(
            authorizeEndpoint: "https://slack.com/openid/connect/authorize",
            defaultScopes: ["openid", "profile", "email"],
            responseType: "code", responseMode: nil, requiresPKCE: false,
            promptValueForConsent: nil
        ),
        .apple: .init(
            authorizeEndpoint: "https://appleid.apple.com/auth/authorize",
            defaultScopes: ["openid", "name", "email"],
            responseType: "code", responseMode: "form_post", requiresPKCE: false,
            promptValueForConsent: nil
        ),
        .linkedin: .init(
            authorizeEndpoint: "https://www.linkedin.com/oauth/v2/authorization",
            defaultScopes: ["r_liteprofile", "r_emailaddress"],
            responseType: "code", responseMode: nil, requiresPKCE: false,
            promptValueForConsent: nil
        )
    ]
    
    static func `for`(provider: SocialLoginProvider) throws -> ProviderDetails {
        guard let details = providerDetails[provider] else {
            throw FronteggError.configError(.failedToGenerateAuthorizeURL)
        }
        return details
    }
    
    /// Finds a standard provider configuration that matches the given authorization URL.
    /// - Parameter authorizationUrl: The endpoint URL to search for.
    /// - Returns: A tuple containing the matched provider and its details, or `nil` if not found.
    static func find(by authorizationUrl: String) -> (provider: SocialLoginProvider, details: ProviderDetails)? {
        return providerDetails.first { (_, details) in
            return details.authorizeEndpoint == authorizationUrl
        }.map { (key, value) in
            return (provider: key, details: value)
        }
    }
}

private final class PendingSocialProviderCodeVerifierStore {
    private let lock = NSLock()
    private var verifiersByState: [String: String] = [:]

    func store(_ verifier: String, for oauthStates: [String]) {
        lock.withLock {
            for oauthState in oauthStates where !oauthState.isEmpty {
                verifiersByState[oauthState] = verifier
            }
        }
    }

    func verifier(for oauthStates: [String]) -> String? {
        lock.withLock {
            for oauthState in oauthStates {
                if let verifier = verifiersByState[oauthState] {
                    return verifier
                }
            }
            return nil
        }
    }

    func clearAll() {
        lock.withLock {
            verifiersByState.removeAll()
        }
    }
}

// MARK: - Public API

public final class SocialLoginUrlGenerator {
    public static let shared = SocialLoginUrlGenerator()

    // Lock-protected storage for `socialLoginConfig` and `customSocialLoginConfigs`.
    // These are written by `reloadConfigs()` (fired off-main from
    // `startPostConnectivityServices`) and read by `authorizeURL(...)` and
    // `configuration(for:)` from concurrent test / production paths. TSan
    // catches the race; serialize through `configLock` to fix it.
    private let configLock = NSLock()
    private var _socialLoginConfig: SocialLoginConfig?
    private var _customSocialLoginConfigs: [CustomSocialLoginProviderConfig]?
    private var socialLoginConfig: SocialLoginConfig? {
        get { configLock.withLock { _socialLoginConfig } }
        set { configLock.withLock { _socialLoginConfig = newValue } }
    }
    private var customSocialLoginConfigs: [CustomSocialLoginProviderConfig]? {
        get { configLock.withLock { _customSocialLoginConfigs } }
        set { configLock.withLock { _customSocialLoginConfigs = newValue } }
    }
    private let logger = getLogger("SocialLoginUrlGenerator")
    private let pendingSocialProviderCodeVerifiers = PendingSocialProviderCodeVerifierStore()
    
    
    /// Generates an authorization URL for a standard social login provider.
    public func authorizeURL(
        for provider: SocialLoginProvider,
        action: SocialLoginAction = .login
    ) async throws -> URL? {
        guard let option = await configuration(for: provider), option.active else {
            logger.debug("Provider inactive or config missing: \(provider.rawValue)")
            return nil
        }
        
        if let authURLString = option.authorizationUrl {
            // Check if this is a legacy flow (relative URL starting with /identity/resources/auth/v2/user/sso/default/)
            if authURLString.hasPrefix("/identity/resources/auth/v2/user/sso/default/") {
                logger.debug("Detected legacy social login flow for provider: \(provider.rawValue)")
                return nil // Signal to use legacy flow
            }
            
            if let url = URL(string: authURLString) {
                guard var comps = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
                if let prompt = provider.details.promptValueForConsent {
                    comps.addOrReplaceQueryItem(name: "prompt", value: prompt)
                }
                return comps.url
            }
        }
        
        return try await buildProviderURL(provider: provider, option: option, action: action)
    }
    
    /// Generates a legacy social login URL for providers that use the old flow.
    public func legacyAuthorizeURL(
        for provider: SocialLoginProvider,
        action: SocialLoginAction = .login
    ) async throws -> String? {
        guard let option = await configuration(for: provider), option.active else {
            logger.debug("Provider inactive or config missing: \(provider.rawValue)")
            return nil
        }
        
        guard let authURLString = option.authorizationUrl,
              authURLString.hasPrefix("/identity/resources/auth/v2/user/sso/default/") else {
            logger.debug("Not a legacy flow for provider: \(provider.rawValue)")
            return nil
        }
        
        // Convert relative URL to absolute
        let fullURL = "\(FronteggAuth.shared.baseUrl)\(authURLString)"
        
        // Add prompt parameter if needed
        guard var urlComponents = URLComponents(string: fullURL) else {
            logger.error("Failed to parse legacy URL: \(fullURL)")
            return fullURL
        }
        
        // Add prompt parameter for legacy flow
        if let prompt = provider.details.promptValueForConsent {
            urlComponents.addOrReplaceQueryItem(name: "prompt", value: prompt)
        }
        
        let finalURL = urlComponents.url?.absoluteString ?? fullURL
        logger.debug("Generated legacy URL for \(provider.rawValue): \(finalURL)")
        return finalURL
    }

    /// Generates an authorization URL for a custom social login provider.
    public func authorizeURL(
        forCustomProvider provider: String,
        action: SocialLoginAction = .login
    ) async throws -> URL? {
        if self.customSocialLoginConfigs == nil {
            await reloadConfigs()
        }

        guard let providerConfig = self.customSocialLoginConfigs?.first(where: { $0.id == provider }) else {
            logger.warning("Custom social login provider with name '\(provider)' not found or not active.")
            return nil
        }

        return try await self.buildCustomProviderURL(provider: providerConfig, action: action)
    }
    
    public func reloadConfigs() async {
        logger.info("Reloading social login configurations...")
        
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    self.socialLoginConfig = try await FronteggAuth.shared.api.getSocialLoginConfig()
                    self.logger.info("Successfully loaded standard social login configs")
                } catch {
                    self.logger.error("Failed to load standard SSO configs: \(error)")
                }
            }
            
            group.addTask {
                do {
                    let response = try await FronteggAuth.shared.api.getCustomSocialLoginConfig()
                    self.customSocialLoginConfigs = response.providers.filter { $0.active }
                    self.logger.info("Successfully loaded custom social login configs. Found \(self.customSocialLoginConfigs?.count ?? 0) active providers.")
                } catch {
                    self.logger.error("Failed to load custom SSO configs: \(error)")
                }
            }
        }
    }
    
    public func configuration(for provider: SocialLoginProvider) async -> SocialLoginOption? {
        if self.socialLoginConfig == nil {
            await reloadConfigs()
        }
        guard let config = self.socialLoginConfig else {
            return nil
        }
        
        switch provider {
        case .facebook: return config.facebook
        case .google: return config.google
        case .microsoft: return config.microsoft
        case .github: return config.github
        case .slack: return config.slack
        case .apple: return config.apple
        case .linkedin: return config.linkedin
        }
    }
}

// MARK: - Provider URL Builder

private extension SocialLoginUrlGenerator {
    
    func buildProviderURL(
        provider: SocialLoginProvider,
        option: SocialLoginOption,
        action: SocialLoginAction
    ) async throws -> URL? {
        let details = provider.details
        let authorizeEndpoint = FronteggRuntime.socialAuthorizeEndpointOverride(provider: provider.rawValue) ?? details.authorizeEndpoint
        guard var comps = URLComponents(string: authorizeEndpoint) else { return nil }
        
        var queryItems: [URLQueryItem] = []
        
        if let clientId = option.clientId {
            queryItems.append(URLQueryItem(name: "client_id", value: clientId))
        }
        
        queryItems.append(URLQueryItem(name: "response_type", value: details.responseType))
        if let responseMode = details.responseMode {
            queryItems.append(URLQueryItem(name: "response_mode", value: responseMode))
        }

        let redirectUri = defaultSocialLoginRedirectUri()
        let state = try Self.createState(provider: provider.rawValue,
                                         appId: FronteggAuth.shared.applicationId,
                                         action: action)
        
        queryItems.append(contentsOf: [
            URLQueryItem(name: "redirect_uri", value: redirectUri),
            URLQueryItem(name: "state", value: state)
        ])
        
        let baseScopes = (provider == .linkedin && !option.additionalScopes.isEmpty) ? [] : details.defaultScopes
        let allScopes = (baseScopes + option.additionalScopes).joined(separator: " ")
        
        if !allScopes.isEmpty {
            queryItems.append(URLQueryItem(name: "scope", value: allScopes))
        }
        
        if details.requiresPKCE && FronteggAuth.shared.featureFlags.isOn("identity-sso-force-pkce") {
            // IMPORTANT: For SSO providers (Google, Microsoft, etc.) the canonical PKCE verifier
            // is generated and stored by the hosted login page in window.localStorage
            // under FRONTEGG_CODE_VERIFIER. The same value is then used by the backend
            // in /user/sso/{provider}/postlogin via code_verifier_pkce.
            //
            // To avoid mismatches between the code_challenge we send to the IdP
            // and the verifier used on the backend, we MUST always read the verifier
            // from the webview (localStorage) here.
            let verifier: String = try await Self.getCodeVerifierFromWebview()
            storePendingSocialCodeVerifier(verifier, for: state)
            
            let codeChallenge = verifier.s256CodeChallenge()
            logger.info("🔵 [PKCE Debug] Generated code_challenge for \(provider.rawValue) (first 20 chars): \(String(codeChallenge.prefix(20)))")
            logger.info("🔵 [PKCE Debug] Code verifier used (first 10 chars): \(String(verifier.prefix(10)))")
            
            queryItems.append(contentsOf: [
                URLQueryItem(name: "code_challenge", value: codeChallenge),
                URLQueryItem(name: "code_challenge_method", value: "S256")
            ])
        }
        
        if let prompt = details.promptValueForConsent {
            let promptKey = (provider == .facebook) ? "auth_type" : "prompt"
            queryItems.append(URLQueryItem(name: promptKey, value: prompt))
        }

        if provider == .google || provider == .linkedin {
            queryItems.append(URLQueryItem(name: "include_granted_scopes", value: "true"))
        }

        comps.queryItems = queryItems
        return comps.url
    }
    
    func buildCustomProviderURL(
        provider: CustomSocialLoginProviderConfig,
        action: SocialLoginAction
    ) async throws -> URL? {
        // This will correctly parse the URL and its existing query items.
        guard var comps = URLComponents(string: provider.authorizationUrl) else {
            logger.error("Invalid authorizationUrl for custom provider \(provider.displayName)")
            return nil
        }
        
        // Read OAuth session state from webview localStorage (matches web's getOauthStateFromLocalstorage)
        var oauthState: String? = nil
        if let webview = FronteggAuth.shared.webview {
            oauthState = await Self.getOauthStateFromWebview(webview)
        }

        let state = try Self.createState(
            provider: provider.displayName,
            appId: FronteggAuth.shared.applicationId,
            action: action,
            oauthState: oauthState
        )
        
        // Use the helper to add/replace our required params, preserving any others.
        comps.addOrReplaceQueryItem(name: "client_id", value: provider.clientId)
        comps.addOrReplaceQueryItem(name: "scope", value: provider.scopes)
        comps.addOrReplaceQueryItem(name: "redirect_uri", value: provider.redirectUrl)
        comps.addOrReplaceQueryItem(name: "response_type", value: "code")
        comps.addOrReplaceQueryItem(name: "state", value: state)
        
        
        // Create a clean base URL (scheme + host + path) for matching.
        let baseUrlString = "\(comps.scheme ?? "")://\(comps.host ?? "")\(comps.path)"
        
        if let (matchedProvider, matchedDetails) = ProviderDetails.find(by: baseUrlString) {
            if let promptValue = matchedDetails.promptValueForConsent {
                let promptKey = (matchedProvider == .facebook) ? "auth_type" : "prompt"
                comps.addOrReplaceQueryItem(name: promptKey, value: promptValue)
            }
            
            // Do NOT add code_challenge to the URL for custom providers — the backend's
            // custom handler exchanges the code with the IdP using client_secret only,
            // it does not forward code_verifier to the IdP. Adding code_challenge would
            // cause the IdP to reject the backend's token exchange.
            // We only capture the verifier here for re-injection into webview localStorage
            // so the hosted success page can pass it as code_verifier_pkce for Frontegg-level PKCE.
            if matchedDetails.requiresPKCE && FronteggAuth.shared.featureFlags.isOn("identity-sso-force-pkce") {
                do {
                    let verifier: String = try await Self.getCodeVerifierFromWebview()
                    logger.info("🔵 [PKCE Debug] Captured code verifier for custom provider \(provider.displayName) (first 10 chars): \(String(verifier.prefix(10)))")
                    storePendingSocialCodeVerifier(verifier, for: state)
                } catch {
                    logger.warning("Failed to capture code verifier for custom provider \(provider.displayName): \(error)")
                }
            }
        }
        
        let url = comps.url
        logger.trace("Built URL for custom provider \(provider.displayName): \(url?.absoluteString ?? "nil")")
        return url
    }
}

// MARK: - Helpers & Extensions

public extension SocialLoginUrlGenerator {
    
    struct OAuthState: Codable {
        let provider: String
        let appId: String
        let action: String
        let bundleId: String
        let platform: String
        let oauthState: String?
    }

    struct CanonicalOAuthState: Codable {
        let provider: String
        let appId: String
        let action: String
        let oauthState: String?
    }
    
    static func createState(provider: SocialLoginProvider, appId: String?, action: SocialLoginAction, oauthState: String? = nil) throws -> String {
        return try createState(provider: provider.rawValue, appId: appId, action: action, oauthState: oauthState)
    }

    static func createState(provider: String, appId: String?, action: SocialLoginAction, oauthState: String? = nil) throws -> String {
        let stateObject = OAuthState(
            provider: provider,
            appId: appId ?? "",
            action: action.rawValue,
            bundleId: currentAppBundleIdentifier(),
            platform: "ios",
            oauthState: oauthState
        )
        let data = try JSONEncoder().encode(stateObject)
        return String(data: data, encoding: .utf8) ?? ""
    }

    static func canonicalizeSocialState(_ state: String) -> String {
        guard let components = decodeSocialStateComponents(from: state) else {
            return state
        }

        return encodeCanonicalSocialState(
            provider: components.provider,
            appId: components.appId,
            action: components.action,
            oauthState: components.oauthState
        ) ?? state
    }

    static func socialStateLookupKeys(for state: String?) -> [String] {
        guard let state, !state.isEmpty else {
            return []
        }

        var lookupKeys = [state]

        if let components = decodeSocialStateComponents(from: state) {
            if let canonicalState = encodeCanonicalSocialState(
                provider: components.provider,
                appId: components.appId,
                action: components.action,
                oauthState: components.oauthState
            ), canonicalState != state {
                lookupKeys.append(canonicalState)
            }

            lookupKeys.append(
                normalizedSocialStateLookupKey(
                    provider: components.provider,
                    appId: components.appId,
                    action: components.action,
                    oauthState: components.oauthState
                )
            )
        }

        return uniqueLookupKeys(lookupKeys)
    }

    private static func encodeCanonicalSocialState(
        provider: String,
        appId: String,
        action: String,
        oauthState: String?
    ) -> String? {
        let canonicalState = CanonicalOAuthState(
            provider: provider,
            appId: appId,
            action: action,
            oauthState: oauthState
        )
        guard let data = try? JSONEncoder().encode(canonicalState) else {
            return nil
        }
        return String(data: data, encoding: .utf8)
    }

    private static func decodeSocialStateComponents(
        from state: String
    ) -> (provider: String, appId: String, action: String, oauthState: String?)? {
        guard let data = state.data(using: .utf8) else {
            return nil
        }

        if let oauthState = try? JSONDecoder().decode(OAuthState.self, from: data) {
            return (
                provider: oauthState.provider,
                appId: oauthState.appId,
                action: oauthState.action,
                oauthState: oauthState.oauthState
            )
        }

        if let canonicalState = try? JSONDecoder().decode(CanonicalOAuthState.self, from: data) {
            return (
                provider: canonicalState.provider,
                appId: canonicalState.appId,
                action: canonicalState.action,
                oauthState: canonicalState.oauthState
            )
        }

        return nil
    }

    private static func normalizedSocialStateLookupKey(
        provider: String,
        appId: String,
        action: String,
        oauthState: String?
    ) -> String {
        [
            "provider=\(provider)",
            "appId=\(appId)",
            "action=\(action)",
            "oauthState=\(oauthState ?? "")"
        ].joined(separator: "&")
    }

    private static func uniqueLookupKeys(_ keys: [String]) -> [String] {
        var seen = Set<String>()
        var deduped: [String] = []

        for key in keys where !key.isEmpty {
            if seen.insert(key).inserted {
                deduped.append(key)
            }
        }

        return deduped
    }

    /// Reads the OAuth session state keys from webview localStorage and returns a base64-encoded JSON string.
    /// Matches the web's `getOauthStateFromLocalstorage()` in hooks.ts.
    @MainActor
    private static func getOauthStateFromWebview(_ webview: WKWebView) async -> String? {
        let js = """
        (function() {
            var keys = ['FRONTEGG_OAUTH_ORGANIZATION', 'FRONTEGG_OAUTH_TENANT_ID',
                         'FRONTEGG_OAUTH_REDIRECT_AFTER_LOGIN', 'FRONTEGG_OAUTH_STATE_AFTER_LOGIN'];
            var state = {};
            keys.forEach(function(key) {
                var val = window.localStorage.getItem(key);
                if (val) state[key] = val;
            });
            return btoa(JSON.stringify(state));
        })()
        """
        return try? await webview.evaluateJavaScript(js) as? String
    }

    // Helper that must run on the main actor because WKWebView APIs are UI-bound.
    @MainActor
    private static func readCodeVerifierFromWebview(_ webview: WKWebView) async throws -> String {
        guard let codeVerifier = try? await webview.evaluateJavaScript("window.localStorage['FRONTEGG_CODE_VERIFIER']") as? String else {
            throw FronteggError.configError(.failedToGenerateAuthorizeURL)
        }
        return codeVerifier
    }
    
    static func getCodeVerifierFromWebview() async throws -> String {
        guard let webview = FronteggAuth.shared.webview else {
            throw FronteggError.configError(.failedToGenerateAuthorizeURL)
        }
        
        let logger = getLogger("SocialLoginUrlGenerator")
        
        // Ensure the JS evaluation happens on the main actor, but keep this API async/await.
        let codeVerifier = try await readCodeVerifierFromWebview(webview)
        
        // For social SSO, the canonical PKCE verifier lives in web localStorage and is used
        // by the backend /user/sso/.../postlogin flows. We deliberately DO NOT overwrite
        // the native CredentialManager verifier here, because that verifier belongs to the
        // main /oauth/authorize flow and is needed later for the hosted login callback.
        logger.debug("🔵 [PKCE Debug] Read code_verifier from localStorage (length: \(codeVerifier.count))")
        
        return codeVerifier
    }

    /// Re-injects the pending code verifier into the webview's localStorage.
    /// Call this after ASWebAuthenticationSession returns, before loading the social success URL.
    @MainActor
    func reinjectCodeVerifierIntoWebview(for oauthState: String?) async {
        guard let oauthState, !oauthState.isEmpty else {
            return
        }
        guard let verifier = pendingSocialCodeVerifier(for: oauthState) else {
            return
        }

        guard let webview = FronteggAuth.shared.webview else {
            logger.warning("No webview available to reinject code verifier")
            return
        }

        do {
            let js = try codeVerifierInjectionScript(verifier: verifier)
            _ = try await webview.evaluateJavaScript(js)
            logger.debug("🔵 [PKCE Debug] Re-injected code verifier into webview localStorage")
        } catch {
            logger.warning("Failed to reinject code verifier into webview localStorage: \(error)")
        }
    }

    func defaultSocialLoginRedirectUri() -> String {
        let base = FronteggAuth.shared.baseUrl
        let baseRedirectUri = "\(base)/oauth/account/social/success"

        return baseRedirectUri
    }
    
    func defaultRedirectUri() -> String {
        let base = FronteggAuth.shared.baseUrl
        let bundleId = currentAppBundleIdentifier()
        let baseRedirectUri = "\(base)/oauth/account/redirect/ios/\(bundleId)"

        return baseRedirectUri
    }

    func storePendingSocialCodeVerifier(_ verifier: String, for oauthState: String) {
        pendingSocialProviderCodeVerifiers.store(
            verifier,
            for: Self.socialStateLookupKeys(for: oauthState)
        )
    }

    func pendingSocialCodeVerifier(for oauthState: String?) -> String? {
        pendingSocialProviderCodeVerifiers.verifier(
            for: Self.socialStateLookupKeys(for: oauthState)
        )
    }

    func clearPendingSocialCodeVerifiers() {
        pendingSocialProviderCodeVerifiers.clearAll()
    }

    func codeVerifierInjectionScript(verifier: String) throws -> String {
        let verifierLiteralData = try JSONEncoder().encode(verifier)
        guard let verifierLiteral = String(data: verifierLiteralData, encoding: .utf8) else {
            throw FronteggError.configError(.failedToGenerateAuthorizeURL)
        }
        return "window.localStorage.setItem('FRONTEGG_CODE_VERIFIER', \(verifierLiteral))"
    }
}

private extension Data {
    func base64URLEncodedString() -> String {
        return self.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}

private extension String {
    func s256CodeChallenge() -> String {
        let data = Data(self.utf8)
        let hash = SHA256.hash(data: data)
        let b64 = Data(hash).base64EncodedString()
        let b64url = b64
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        return b64url
    }
}

private extension URLComponents {
    mutating func addOrReplaceQueryItem(name: String, value: String?) {
        var queryItems = self.queryItems ?? []
        // Remove existing item with the same name, if any.
        if let index = queryItems.firstIndex(where: { $0.name == name }) {
            queryItems.remove(at: index)
        }
        // Add the new item.
        queryItems.append(URLQueryItem(name: name, value: value))
        self.queryItems = queryItems
    }
}
