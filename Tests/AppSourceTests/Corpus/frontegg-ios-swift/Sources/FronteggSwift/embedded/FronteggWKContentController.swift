//
//  FronteggWKContentController.swift
//
//
//  Created by David Frontegg on 15/09/2023.
//

import Foundation
import WebKit

struct HostedLoginMessage: Codable {
    let action: String
    let callbackId: String?
    let payload: String
}

class FronteggWKContentController: NSObject, WKScriptMessageHandler {
    
    weak var webView: CustomWebView? = nil
    private weak var hideLoaderWorkItem: DispatchWorkItem?
    private var logger = getLogger("FronteggWKContentController")
    
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        
        if message.name == "FronteggNativeBridge" {
            if let jsonString = message.body as? String {
                self.handleJsonMessage(jsonString: jsonString)
            }
        }
    }
    
    private func handleJsonMessage(jsonString: String) {
        guard let jsonData = jsonString.data(using: .utf8) else { return }
        
        do {
            let message = try JSONDecoder().decode(HostedLoginMessage.self, from: jsonData)
            handleAction(message)
        } catch {
            self.logger.error("Error decoding JSON: \(error)")
        }
    }
    
    private func resolveMessage(callbackId: String, message: String) {
        webView?.evaluateJavaScript("window.navigator.credentials.helpers.listeners[\"\(callbackId)\"].resolve(\(message)\")")
    }
    
    private var socialLoginHandler: FronteggAuth.CompletionHandler {
        get {
            return { res in
                do {
                    let _ = try res.get()
                    FronteggAuth.shared.loginCompletion?(res)
                } catch(_) {
                    // ignore
                }
            }
        }
    }
    
    private var customSSOHandler: FronteggAuth.CompletionHandler {
        get {
            return { res in
                do {
                    let _ = try res.get()
                    FronteggAuth.shared.loginCompletion?(res)
                } catch(_) {
                    // ignore
                }
            }
        }
    }
    
    
    private func getFromAction() -> SocialLoginAction {
        
        if let url = self.webView?.url,
           url.absoluteString.contains("/oauth/account/sign-up"){
            
            return .signUp
            
        }
        return .login
    }
    
    private func handleAction(_ message: HostedLoginMessage) {
        switch (message.action) {
            
        case "getPasskey" , "createPasskey":
            guard let callbackId = message.callbackId else {
                return
            }
            guard let webView = self.webView, #available(iOS 15.0, *) else {
                webView?.evaluateJavaScript("window.navigator.credentials.helpers.listeners[\"\(callbackId)\"].reject(\"Passkeys not supported\")")
                return
            }
            do {
                try PasskeysAuthenticator.shared.handleHostedLoginRequest(message) { data, error in
                    if let dicData = data,
                       let jsonData = try? JSONSerialization.data(withJSONObject: dicData, options: .prettyPrinted),
                       let jsonString = String(data: jsonData, encoding: .utf8) {
                        webView.evaluateJavaScript("window.navigator.credentials.helpers.listeners.get(\"\(callbackId)\").resolve(\(jsonString))")
                    } else {
                        let reason = error?.localizedDescription ?? "Unknown error occurred"
                        webView.evaluateJavaScript("window.navigator.credentials.helpers.listeners.get(\"\(callbackId)\").reject(\(Self.jsStringLiteral(reason)))")
                    }
                }
            } catch {
                webView.evaluateJavaScript("window.navigator.credentials.helpers.listeners.get(\"\(callbackId)\").reject(\(Self.jsStringLiteral(error.localizedDescription)))")
            }
            
        case "loginWithSSO":
            webView?.setActiveOAuthFlow(.sso)
            FronteggAuth.shared.loginWithSSO(email: message.payload, self.socialLoginHandler)
        case "loginWithCustomSSO":
            webView?.setActiveOAuthFlow(.customSSO)
            FronteggAuth.shared.loginWithCustomSSO(ssoUrl: message.payload, self.customSSOHandler)
        case "loginWithSocialLogin":
            webView?.setActiveOAuthFlow(.socialLogin)
            FronteggAuth.shared.loginWithSocialLogin(socialLoginUrl: message.payload, self.socialLoginHandler)
        case "loginWithSocialLoginProvider":
            webView?.setActiveOAuthFlow(.socialLogin)
            let formAction = self.getFromAction()
            if let config = try? PlistHelper.fronteggConfig(), config.useLegacySocialLoginFlow {
                FronteggAuth.shared.directLoginAction(window: nil,
                                                      type: "social-login",
                                                      data: message.payload,
                                                      ephemeralSession: false,
                                                      _completion: self.socialLoginHandler,
                                                      additionalQueryParams: [
                                                        "prompt":"consent"
                                                      ],
                                                      remainCodeVerifier: true,
                                                      action: formAction
                )
            }else {
                
                FronteggAuth.shared.handleSocialLogin(
                    providerString: message.payload,
                    custom: false,
                    action: formAction,
                    completion: self.socialLoginHandler
                )
            }
        case "loginWithCustomSocialLoginProvider":
            webView?.setActiveOAuthFlow(.socialLogin)
            let formAction = self.getFromAction()
            if let config = try? PlistHelper.fronteggConfig(), config.useLegacySocialLoginFlow {
                FronteggAuth.shared.directLoginAction(window: nil,
                                                      type: "custom-social-login",
                                                      data: message.payload,
                                                      ephemeralSession: false,
                                                      _completion: self.socialLoginHandler,
                                                      additionalQueryParams: [
                                                        "prompt":"consent"
                                                      ],
                                                      remainCodeVerifier: true,
                                                      action: formAction)
            } else {
                FronteggAuth.shared.handleSocialLogin(
                    providerString: message.payload,
                    custom: true,
                    action: formAction,
                    completion: self.socialLoginHandler
                )
            }
        case "suggestSavePassword":
            guard let data = try? JSONSerialization.jsonObject(with: Data(message.payload.utf8), options: []) as? [String: String],
                  let email = data["email"] ?? data["username"],
                  let password = data["password"] else {
                self.logger.error("Invalid payload for suggestSavePassword: expected JSON with \"email\" (or \"username\") and \"password\" string fields")

                return
            }
            
            if let url = URL(string: FronteggAuth.shared.baseUrl), let domain = url.host {
                FronteggAuth.shared.saveWebCredentials(domain: domain, email: email, password: password) { success, error in
                    if success {
                        self.logger.debug("✅ Credentials saved successfully for \(email)")
                    } else {
                        self.logger.error("❌ Failed to save credentials: \(error?.localizedDescription ?? "Unknown error")")
                    }
                }
            } else {
                self.logger.error("❌ Invalid base URL: \(FronteggAuth.shared.baseUrl)")
            }
        case "setLoading":
            let isLoading = message.payload == "true"
            logger.trace("LoginBox.setLoading, \(isLoading)")
            
            // Cancel any pending hide
            hideLoaderWorkItem?.cancel()
            
            if isLoading {
                // show immediately
                FronteggAuth.shared.setLoginBoxLoading(true)
            } else {
                // schedule hide after 200ms, to avoid flicker
                let workItem = DispatchWorkItem {
                    FronteggAuth.shared.setLoginBoxLoading(false)
                }
                hideLoaderWorkItem = workItem
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: workItem)
            }
        case "getTokens":
            handleGetTokens(callbackId: message.callbackId)
        default:
            return
        }
    }

    // MARK: - Native token bridge (getTokens)
    // Lets the embedded login box (e.g. step-up / re-auth) bootstrap from the
    // existing native session instead of the cookie token-refresh that 401s in
    // the WebView — the same fix the Admin Portal uses. Resolves into the
    // redux-store's window.FronteggNativeBridgeCallbacks registry.

    private func handleGetTokens(callbackId: String?) {
        guard let callbackId = callbackId else {
            logger.error("getTokens: missing callbackId")
            return
        }
        Task { @MainActor in
            guard Self.isTrustedBridgeOrigin(currentURL: self.webView?.url, baseURL: FronteggAuth.shared.baseUrl) else {
                self.logger.error("getTokens refused — untrusted origin \(self.webView?.url?.absoluteString ?? "?")")
                self.evaluateBridge(Self.rejectCallbackJS(callbackId: callbackId, message: "untrusted_origin"))
                return
            }

            _ = await FronteggAuth.shared.refreshTokenIfNeeded()

            guard let accessToken = FronteggAuth.shared.accessToken,
                  let refreshToken = FronteggAuth.shared.refreshToken,
                  !accessToken.isEmpty, !refreshToken.isEmpty else {
                self.evaluateBridge(Self.rejectCallbackJS(callbackId: callbackId, message: "no_tokens"))
                return
            }

            let json = Self.tokensJSON(accessToken: accessToken, refreshToken: refreshToken)
            self.evaluateBridge(Self.resolveCallbackJS(callbackId: callbackId, json: json))
        }
    }

    /// Same-origin check (scheme + host + port) gating the getTokens bridge.
    static func isTrustedBridgeOrigin(currentURL: URL?, baseURL: String) -> Bool {
        guard let current = currentURL,
              let base = URL(string: baseURL) else { return false }
        return current.scheme == base.scheme
            && current.host == base.host
            && current.port == base.port
    }

    /// Serializes the native tokens for the getTokens resolve payload.
    static func tokensJSON(accessToken: String, refreshToken: String) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: [
            "accessToken": accessToken,
            "refreshToken": refreshToken,
        ]), let json = String(data: data, encoding: .utf8) else {
            return "{}"
        }
        return json
    }

    /// JS that resolves the redux-store getTokens callback with the native tokens.
    static func resolveCallbackJS(callbackId: String, json: String) -> String {
        return """
        (function(){var r=window.FronteggNativeBridgeCallbacks; if(r && r["\(callbackId)"]){ r["\(callbackId)"].resolve(\(json)); delete r["\(callbackId)"]; }})();
        """
    }

    /// JS that rejects the redux-store getTokens callback (backslash + quote escaped).
    static func rejectCallbackJS(callbackId: String, message: String) -> String {
        let safe = message
            .replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
        return """
        (function(){var r=window.FronteggNativeBridgeCallbacks; if(r && r["\(callbackId)"]){ r["\(callbackId)"].reject("\(safe)"); delete r["\(callbackId)"]; }})();
        """
    }

    private func evaluateBridge(_ js: String) {
        DispatchQueue.main.async { [weak self] in
            self?.webView?.evaluateJavaScript(js, completionHandler: nil)
        }
    }

    /// Serializes a Swift string into a quoted, fully-escaped JS string literal
    /// (handling quotes, backslashes, newlines and other control characters).
    /// Interpolating raw error messages into `evaluateJavaScript` breaks the
    /// injected statement whenever the message contains a `"`, `\` or newline —
    /// the call then fails silently and the page's credential promise is never
    /// rejected, hanging the passkey flow. Returns a literal that already
    /// includes its surrounding quotes, e.g. `"the \"message\""`.
    static func jsStringLiteral(_ value: String) -> String {
        if let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]),
           let literal = String(data: data, encoding: .utf8) {
            return literal
        }
        return "\"\""
    }
}
