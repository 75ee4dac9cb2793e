//
//  FronteggWebView.swift
//
//  Created by David Frontegg on 24/10/2022.
//

import Foundation
import WebKit
import SwiftUI
import AuthenticationServices



public struct FronteggWebView: UIViewRepresentable {
    public typealias UIViewType = WKWebView
    private var fronteggAuth: FronteggAuth
    private var logger = getLogger("FronteggWebView")
    public init() {
        self.fronteggAuth = FronteggAuth.shared;
    }

    /// Capability map injected as `window.FronteggNativeBridgeFunctions` into the
    /// embedded login WebView. `getTokens` lets the login box (step-up / re-auth)
    /// bootstrap from the native session instead of the cookie refresh that 401s.
    static func bridgeFunctions(
        loginWithSocialLogin: Bool,
        loginWithCustomSocialLoginProvider: Bool,
        loginWithSocialLoginProvider: Bool,
        loginWithSSO: Bool,
        loginWithCustomSSO: Bool,
        shouldPromptSocialLoginConsent: Bool,
        suggestSavePassword: Bool
    ) -> [String: Any] {
        return [
            "loginWithSocialLogin": loginWithSocialLogin,
            "loginWithCustomSocialLoginProvider": loginWithCustomSocialLoginProvider,
            "loginWithSocialLoginProvider": loginWithSocialLoginProvider,
            "loginWithSSO": loginWithSSO,
            "loginWithCustomSSO": loginWithCustomSSO,
            "shouldPromptSocialLoginConsent": shouldPromptSocialLoginConsent,
            "suggestSavePassword": suggestSavePassword,
            "useNativeLoader": true,
            "getTokens": true,
        ]
    }

    public func makeUIView(context: Context) -> WKWebView {
        logger.trace("FronteggWebView::makeUIView::start")
        FronteggRuntime.testingLog(
            "E2E FronteggWebView makeUIView start baseUrl=\(fronteggAuth.baseUrl) pendingAppLink=\(String(describing: fronteggAuth.pendingAppLink)) loginHint=\(String(describing: fronteggAuth.loginHint))"
        )
        let controller: FronteggWKContentController = FronteggWKContentController()
        let userContentController: WKUserContentController = WKUserContentController()
        userContentController.add(controller, name: "FronteggNativeBridge")

        let fronteggApp = FronteggApp.shared
        let jsObject: String
        do {
            let jsonData = try JSONSerialization.data(withJSONObject: FronteggWebView.bridgeFunctions(
                loginWithSocialLogin: fronteggApp.handleLoginWithSocialLogin,
                loginWithCustomSocialLoginProvider: fronteggApp.handleLoginWithCustomSocialLoginProvider,
                loginWithSocialLoginProvider: fronteggApp.handleLoginWithSocialProvider,
                loginWithSSO: fronteggApp.handleLoginWithSSO,
                loginWithCustomSSO: fronteggApp.handleLoginWithCustomSSO,
                shouldPromptSocialLoginConsent: fronteggApp.shouldPromptSocialLoginConsent,
                suggestSavePassword: fronteggApp.shouldSuggestSavePassword
            ))
            jsObject = String(data: jsonData, encoding: .utf8) ?? "{}"
        } catch {
            logger.error("Failed to serialize JSON: \(error)")
            jsObject = "{}"
        }
        
        let jsScript = WKUserScript(source: "window.FronteggNativeBridgeFunctions = \(jsObject);", injectionTime: .atDocumentStart, forMainFrameOnly: false)
        userContentController.addUserScript(jsScript)

        // FR-24939: a native step-up authorize URL bootstraps the hosted-login box on its
        // prelogin path, which never navigates to the step-up route on its own, so the box
        // renders blank instead of the MFA challenge. While presenting a step-up flow, inject
        // a script that routes the box to its step-up page and points the post-MFA redirect
        // back at the original authorize URL (see StepUpWebDriver). Guarded to the step-up
        // flow so normal login is untouched.
        if fronteggAuth.activeEmbeddedOAuthFlow == .stepUp, let authorizeUrl = fronteggAuth.pendingAppLink {
            userContentController.add(StepUpWebDriverLogger(), name: StepUpWebDriver.messageHandlerName)
            userContentController.addUserScript(
                WKUserScript(source: StepUpWebDriver.script(authorizeUrl: authorizeUrl), injectionTime: .atDocumentStart, forMainFrameOnly: true)
            )
        }


        if #available(iOS 16, *) {
            // Passkeys avaialble in webview
        } else {
            if #available(iOS 15.0, *) {
                logger.debug("Adding javascript hook to support passkeys in iOS 15")
                userContentController.addUserScript(
                    WKUserScript(source: PasskeysAuthenticator.ios15PasskeysHook, injectionTime: .atDocumentEnd, forMainFrameOnly: false)
                )
            } else {
                logger.debug("Passkeys not supported below ios 15")
            }
        }
        
        let conf = WKWebViewConfiguration()
        conf.processPool = WebViewShared.processPool
        conf.userContentController = userContentController
        conf.websiteDataStore = .default()

        let webView = CustomWebView(frame: .zero, configuration: conf)
        webView.navigationDelegate = webView;
        webView.uiDelegate = webView
        controller.webView = webView
        webView.backgroundColor = FronteggApp.shared.backgroundColor

        #if compiler(>=5.8) && os(iOS) && DEBUG
        if #available(iOS 16.4, *) {
            webView.isInspectable = true
        }
        #endif
        
        var url: URL
        var codeVerifier: String;
        if let pendingAppLink = fronteggAuth.pendingAppLink {
            url = pendingAppLink
            if let existingCodeVerifier = CredentialManager.getCodeVerifier() {
                codeVerifier = existingCodeVerifier
            } else {
                logger.info("No existing code verifier found, creating a new one")
                codeVerifier = createRandomString()
                CredentialManager.saveCodeVerifier(codeVerifier)
            }
            
            if url.path.contains("/postlogin/verify") {
                if var urlComponents = URLComponents(url: url, resolvingAgainstBaseURL: false) {
                    var queryItems = urlComponents.queryItems ?? []
                    
                    let redirectUri = generateRedirectUri()
                    if !queryItems.contains(where: { $0.name == "redirect_uri" }) {
                        queryItems.append(URLQueryItem(name: "redirect_uri", value: redirectUri))
                    }
                    
                    if !queryItems.contains(where: { $0.name == "code_verifier_pkce" }) {
                        queryItems.append(URLQueryItem(name: "code_verifier_pkce", value: codeVerifier))
                    }
                    
                    urlComponents.queryItems = queryItems
                    if let updatedUrl = urlComponents.url {
                        url = updatedUrl
                    }
                }
            }
            
            fronteggAuth.pendingAppLink = nil
        } else {
            (url, codeVerifier) = AuthorizeUrlGenerator().generate(loginHint: fronteggAuth.loginHint)
            fronteggAuth.loginHint = nil
            CredentialManager.saveCodeVerifier(codeVerifier)
        }

        
        let request = URLRequest(url: url, cachePolicy: .reloadRevalidatingCacheData)
        FronteggRuntime.testingLog("E2E FronteggWebView loading url=\(url.absoluteString)")
        webView.load(request)

        logger.trace("FronteggWebView::makeUIView::end")
        self.fronteggAuth.webview = webView
        
        return webView
    }

    public func updateUIView(_ uiView: WKWebView, context: Context) {}
    
}


fileprivate final class InputAccessoryHackHelper: NSObject {
    @objc var inputAccessoryView: AnyObject? { return nil }
}


class WebViewShared {
  static let processPool = WKProcessPool()
}
