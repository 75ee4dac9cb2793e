import Foundation
import SwiftUI
import FronteggSwift

enum DemoEmbeddedTestMode {
    static let enabledEnv = "frontegg-testing"
    static let baseUrlEnv = "FRONTEGG_E2E_BASE_URL"
    static let clientIdEnv = "FRONTEGG_E2E_CLIENT_ID"
    static let resetStateEnv = "FRONTEGG_E2E_RESET_STATE"
    static let forceNetworkPathOfflineEnv = "FRONTEGG_E2E_FORCE_NETWORK_PATH_OFFLINE"
    static let enableOfflineModeEnv = "FRONTEGG_E2E_ENABLE_OFFLINE_MODE"
    /// Mis-routed deep-link regression test. Provided values populate a
    /// synthetic `<bundle>://...?code=&state=` URL that's piped through
    /// `FronteggAuth.handleOpenUrl` to simulate the multi-app AASA
    /// wrong-app routing seen in the SkyPath incident.
    static let misroutedCallbackCodeEnv = "FRONTEGG_E2E_MISROUTED_CALLBACK_CODE"
    static let misroutedCallbackStateEnv = "FRONTEGG_E2E_MISROUTED_CALLBACK_STATE"
    static let misroutedCallbackVerifierEnv = "FRONTEGG_E2E_MISROUTED_CALLBACK_VERIFIER"
    static let requestAuthorizeRefreshToken = "signup-refresh-token"
    static let embeddedPasswordEmail = "test@frontegg.com"
    static let embeddedSAMLEmail = "test@saml-domain.com"
    static let embeddedOIDCEmail = "test@oidc-domain.com"

    static var isEnabled: Bool {
        ProcessInfo.processInfo.environment[enabledEnv] == "true"
    }

    static var baseUrl: String? {
        ProcessInfo.processInfo.environment[baseUrlEnv]
    }

    static var clientId: String? {
        ProcessInfo.processInfo.environment[clientIdEnv]
    }

    static var shouldResetState: Bool {
        ProcessInfo.processInfo.environment[resetStateEnv] == "1"
    }

    static var forcesNetworkPathOffline: Bool {
        ProcessInfo.processInfo.environment[forceNetworkPathOfflineEnv] == "1"
    }

    /// Returns the override value for `enableOfflineMode`, or `nil` when unset (use plist default).
    static var enableOfflineModeOverride: Bool? {
        switch ProcessInfo.processInfo.environment[enableOfflineModeEnv] {
        case "1": return true
        case "0": return false
        default:  return nil
        }
    }

    static var customSSOUrl: String? {
        guard let baseUrl else { return nil }
        return "\(baseUrl)/idp/custom-sso"
    }

    static var misroutedCallbackCode: String? {
        ProcessInfo.processInfo.environment[misroutedCallbackCodeEnv]
    }

    static var misroutedCallbackState: String? {
        ProcessInfo.processInfo.environment[misroutedCallbackStateEnv]
    }

    static var misroutedCallbackVerifier: String? {
        ProcessInfo.processInfo.environment[misroutedCallbackVerifierEnv]
    }

    static var directSocialLoginUrl: String? {
        guard let baseUrl else { return nil }
        return "\(baseUrl)/idp/social/mock-social-provider"
    }
}

@MainActor
final class DemoEmbeddedUITestDiagnostics: ObservableObject {
    static let shared = DemoEmbeddedUITestDiagnostics()

    private static let noConnectionSeenKey = "demo-embedded.e2e.noConnectionSeenEver"

    @Published private(set) var noConnectionPageSeenEver: Bool

    private init() {
        noConnectionPageSeenEver = UserDefaults.standard.bool(forKey: Self.noConnectionSeenKey)
    }

    func resetPersistentState() {
        UserDefaults.standard.removeObject(forKey: Self.noConnectionSeenKey)
        noConnectionPageSeenEver = false
    }

    func markNoConnectionPageSeen() {
        guard !noConnectionPageSeenEver else { return }
        noConnectionPageSeenEver = true
        UserDefaults.standard.set(true, forKey: Self.noConnectionSeenKey)
    }
}

@MainActor
final class DemoEmbeddedBootstrapper: ObservableObject {
    @Published private(set) var isReady = false

    init() {
        if DemoEmbeddedTestMode.isEnabled {
            Task { @MainActor in
                await bootstrapForTesting()
            }
        } else {
            isReady = true
        }
    }

    private func bootstrapForTesting() async {
        guard let baseUrl = DemoEmbeddedTestMode.baseUrl,
              let clientId = DemoEmbeddedTestMode.clientId else {
            assertionFailure("Missing E2E launch environment for demo-embedded")
            isReady = true
            return
        }

        if DemoEmbeddedTestMode.shouldResetState {
#if DEBUG
            await FronteggApp.shared.resetForTesting(baseUrlOverride: baseUrl)
#endif
            DemoEmbeddedUITestDiagnostics.shared.resetPersistentState()
        }

#if DEBUG
        FronteggApp.shared.configureTestingNetworkPathAvailability(
            DemoEmbeddedTestMode.forcesNetworkPathOffline ? false : nil
        )
#endif

#if DEBUG
        if let offlineModeOverride = DemoEmbeddedTestMode.enableOfflineModeOverride {
            FronteggApp.shared.configureTestingOfflineMode(offlineModeOverride)
        }
#endif

        FronteggApp.shared.shouldPromptSocialLoginConsent = false
        FronteggApp.shared.manualInit(
            baseUrl: baseUrl,
            cliendId: clientId,
            handleLoginWithSocialLogin: true,
            handleLoginWithSSO: true,
            handleLoginWithCustomSSO: true,
            handleLoginWithCustomSocialLoginProvider: true,
            handleLoginWithSocialProvider: true,
            entitlementsEnabled: false
        )
        isReady = true
    }
}
