import AuthenticationServices
import Flutter
import SafariServices
import UIKit

public class FlutterWebAuth2Plugin: NSObject, FlutterPlugin, FlutterSceneLifeCycleDelegate {
    public static func register(with registrar: FlutterPluginRegistrar) {
        let channel = FlutterMethodChannel(name: "flutter_web_auth_2", binaryMessenger: registrar.messenger())
        let instance = FlutterWebAuth2Plugin(registrar: registrar)
        registrar.addMethodCallDelegate(instance, channel: channel)
        registrar.addApplicationDelegate(instance)
        registrar.addSceneDelegate(instance)
    }

    private weak var registrar: FlutterPluginRegistrar?
    var completionHandler: ((URL?, Error?) -> Void)?

    init(registrar: FlutterPluginRegistrar) {
        self.registrar = registrar
        super.init()
    }

    public func handle(_ call: FlutterMethodCall, result: @escaping FlutterResult) {
        if call.method == "authenticate",
           let arguments = call.arguments as? [String: AnyObject],
           let urlString = arguments["url"] as? String,
           let url = URL(string: urlString),
           let callbackURLScheme = arguments["callbackUrlScheme"] as? String,
           let options = arguments["options"] as? [String: AnyObject]
        {
            var sessionToKeepAlive: Any? // if we do not keep the session alive, it will get closed immediately while showing the dialog
            completionHandler = { (url: URL?, err: Error?) in
                self.completionHandler = nil

                if (sessionToKeepAlive != nil) {
                    if #available(iOS 12, *) {
                        (sessionToKeepAlive as! ASWebAuthenticationSession).cancel()
                    } else if #available(iOS 11, *) {
                        (sessionToKeepAlive as! SFAuthenticationSession).cancel()
                    }
                    sessionToKeepAlive = nil
                }

                if let err = err {
                    if #available(iOS 12, *) {
                        if case ASWebAuthenticationSessionError.canceledLogin = err {
                            result(
                                FlutterError(
                                    code: "CANCELED",
                                    message: "User canceled login",
                                    details: Self.errorDetails(from: err)
                               )
                            )
                            return
                        }
                    }

                    if #available(iOS 11, *) {
                        if case SFAuthenticationError.canceledLogin = err {
                            result(
                                FlutterError(
                                    code: "CANCELED",
                                    message: "User canceled login",
                                    details: Self.errorDetails(from: err)
                                )
                            )
                            return
                        }
                    }

                    result(
                        FlutterError(
                            code: "EUNKNOWN",
                            message: err.localizedDescription,
                            details: Self.errorDetails(from: err)
                        )
                    )
                    return
                }

                guard let url = url else {
                    result(FlutterError(code: "EUNKNOWN", message: "URL was null, but no error provided.", details: nil))
                    return
                }

                result(url.absoluteString)
            }

            if #available(iOS 12, *) {
                var _session: ASWebAuthenticationSession? = nil
                if #available(iOS 17.4, *) {
                    if (callbackURLScheme == "https") {
                        guard let host = options["httpsHost"] as? String else {
                            result(FlutterError.invalidHttpsHostError)
                            return 
                        }

                        guard let path = options["httpsPath"] as? String else {
                            result(FlutterError.invalidHttpsPathError)
                            return 
                        }

                        _session = ASWebAuthenticationSession(url: url, callback: ASWebAuthenticationSession.Callback.https(host: host, path: path), completionHandler: completionHandler!)
                    } else {
                        _session = ASWebAuthenticationSession(url: url, callback: ASWebAuthenticationSession.Callback.customScheme(callbackURLScheme), completionHandler: completionHandler!)
                    }
                } else {
                    _session = ASWebAuthenticationSession(url: url, callbackURLScheme: callbackURLScheme, completionHandler: completionHandler!)
                }
                let session = _session!

                if #available(iOS 13, *) {
                    var rootViewController = acquireRootViewController()

                    if (rootViewController == nil) {
                        result(FlutterError.acquireRootViewControllerFailed)
                        return
                    }

                    while let presentedViewController = rootViewController!.presentedViewController {
                        rootViewController = presentedViewController
                    }
                    if let nav = rootViewController as? UINavigationController {
                        rootViewController = nav.visibleViewController ?? rootViewController
                    }

                    guard let contextProvider = rootViewController as? ASWebAuthenticationPresentationContextProviding else {
                        result(FlutterError.acquireRootViewControllerFailed)
                        return
                    }
                    session.presentationContextProvider = contextProvider
                    if let preferEphemeral = options["preferEphemeral"] as? Bool {
                        session.prefersEphemeralWebBrowserSession = preferEphemeral
                    }
                }

                session.start()
                sessionToKeepAlive = session
            } else if #available(iOS 11, *) {
                let session = SFAuthenticationSession(url: url, callbackURLScheme: callbackURLScheme, completionHandler: completionHandler!)
                session.start()
                sessionToKeepAlive = session
            } else {
                result(FlutterError(code: "FAILED", message: "This plugin does currently not support iOS lower than iOS 11", details: nil))
            }
        } else if call.method == "clearAllDanglingCalls" {
            // we do not keep track of old callbacks on iOS, so nothing to do here
            result(nil)
        } else {
            result(FlutterMethodNotImplemented)
        }
    }

    public func application(
        _ application: UIApplication,
        continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([Any]) -> Void) -> Bool
    {
        return handleUserActivity(userActivity)
    }

    @available(iOS 13.0, *)
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        handleUserActivity(userActivity)
    }

    @discardableResult
    private func handleUserActivity(_ userActivity: NSUserActivity) -> Bool {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb,
              let url = userActivity.webpageURL,
              let completionHandler = completionHandler else {
            return false
        }
        completionHandler(url, nil)
        return true
    }

    @available(iOS 13.0, *)
    private func acquireRootViewController() -> UIViewController? {
        if let vc = registrar?.viewController {
            return vc
        }

        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        let scene = scenes.first(where: { $0.activationState == .foregroundActive }) ?? scenes.first
        guard let windowScene = scene else { return nil }

        var keyWindow: UIWindow? = nil
        if #available(iOS 15.0, *) {
            keyWindow = windowScene.keyWindow
        }
        if keyWindow == nil {
            keyWindow = windowScene.windows.first(where: { $0.isKeyWindow }) ?? windowScene.windows.first
        }
        return keyWindow?.rootViewController
    }

    private static func errorDetails(from err: Error) -> [String: Any] {
        let nsError = err as NSError
        return [
            "domain": nsError.domain,
            "code": nsError.code,
            "description": nsError.localizedDescription
        ]
    }
}

@available(iOS 13, *)
extension FlutterViewController: ASWebAuthenticationPresentationContextProviding {
    public func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
        return view.window!
    }
}

fileprivate extension FlutterError {
    static var acquireRootViewControllerFailed: FlutterError {
        return FlutterError(code: "ACQUIRE_ROOT_VIEW_CONTROLLER_FAILED", message: "Failed to acquire root view controller", details: nil)
    }

    static var invalidHttpsHostError: FlutterError {
        return FlutterError(
            code: "INVALID_HTTPS_HOST_ERROR",
            message: "Failed to retrieve host for https scheme",
            details: [
                "description": "When callbackUrlScheme is https, options.httpsHost must be provided."
            ]
        )
    }

    static var invalidHttpsPathError: FlutterError {
        return FlutterError(
            code: "INVALID_HTTPS_PATH_ERROR",
            message: "Failed to retrieve path for https scheme",
            details: [
                "description": "When callbackUrlScheme is https, options.httpsPath must be provided."
            ]
        )
    }
}
