import Foundation

#if os(macOS)
import AppKit
#else
import UIKit
#endif

/**
 `Result` wrapper for Authentication API operations.
 */
public typealias AuthenticationResult<T> = Result<T, AuthenticationError>

/**
 `Result` wrapper for My Account API operations.
 */
public typealias MyAccountResult<T> = Result<T, MyAccountError>

#if WEB_AUTH_PLATFORM
/**
 `UIWindow or NSWindow` wrapper for presentation window
 */
#if canImport(UIKit)
public typealias Auth0WindowRepresentable = UIWindow
#elseif canImport(AppKit)
public typealias Auth0WindowRepresentable = NSWindow
#endif
/**
 `Result` wrapper for Web Auth operations.
 */
public typealias WebAuthResult<T> = Result<T, WebAuthError>
#endif

/**
 `Result` wrapper for Credentials Manager operations.
 */
public typealias CredentialsManagerResult<T> = Result<T, CredentialsManagerError>

/**
 Default scope value used across Auth0.swift. Equals to `openid profile email offline_access`.
 */
public let defaultScope = "openid profile email offline_access"

/**
 [Authentication API](https://auth0.com/docs/api/authentication) client to authenticate a user with Database, Social,
 Enterprise or Passwordless connections.

 ## Usage

 ```swift
 Auth0.authentication(clientId: "client-id", domain: "samples.us.auth0.com")
 ```
 
 - Parameters:
   - clientId: Client ID of your Auth0 application.
   - domain:   Domain of your Auth0 account, for example `samples.us.auth0.com`.
   - session:  `URLSession` instance used for networking. Defaults to `URLSession.shared`.
 - Returns: Authentication API client.
 */
public func authentication(clientId: String, domain: String, session: URLSession = .shared) -> Authentication {
    return Auth0Authentication(clientId: clientId, url: .httpsURL(from: domain), session: session)
}

/**
 [Authentication API](https://auth0.com/docs/api/authentication) client to authenticate a user with Database, Social,
 Enterprise or Passwordless connections.

 ## Usage

 ```swift
 Auth0.authentication()
 ```

 The Auth0 Client ID & Domain are loaded from the `Auth0.plist` file in your main bundle. It should have the following
 content:
 
 ```xml
 <?xml version="1.0" encoding="UTF-8"?>
 <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
 <plist version="1.0">
 <dict>
     <key>ClientId</key>
     <string>YOUR_AUTH0_CLIENT_ID</string>
     <key>Domain</key>
     <string>YOUR_AUTH0_DOMAIN</string>
 </dict>
 </plist>
 ```

 - Parameters:
   - session: `URLSession` instance used for networking. Defaults to `URLSession.shared`.
   - bundle:  Bundle used to locate the `Auth0.plist` file. Defaults to `Bundle.main`.
 - Returns: Authentication API client.
 - Warning: Calling this method without a valid `Auth0.plist` file will crash your application.
 */
public func authentication(session: URLSession = .shared, bundle: Bundle = .main) -> Authentication {
    let values = plistValues(bundle: bundle)!
    return authentication(clientId: values.clientId, domain: values.domain, session: session)
}

/**
 Multi-Factor Authentication (MFA) client for performing MFA operations during authentication flows.

 ## Usage

 ```swift
 Auth0.mfa(clientId: "client-id", domain: "samples.us.auth0.com")
 ```

 - Parameters:
   - clientId: Client ID of your Auth0 application.
   - domain:   Domain of your Auth0 account, for example `samples.us.auth0.com`.
   - session:  `URLSession` instance used for networking. Defaults to `URLSession.shared`.
 - Returns: MFA client.

 ## See Also

 - ``MFAClient``
 */
public func mfa(clientId: String,
                domain: String,
                session: URLSession = .shared) -> MFAClient {
    return Auth0MFAClient(clientId: clientId,
                          url: .httpsURL(from: domain),
                          session: session)
}

/**
 Multi-Factor Authentication (MFA) client for performing MFA operations during authentication flows.

 ## Usage

 ```swift
 Auth0.mfa()
 ```

 The Auth0 Client ID & Domain are loaded from the `Auth0.plist` file in your main bundle. It should have the following
 content:

 ```xml
 <?xml version="1.0" encoding="UTF-8"?>
 <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
 <plist version="1.0">
 <dict>
     <key>ClientId</key>
     <string>YOUR_AUTH0_CLIENT_ID</string>
     <key>Domain</key>
     <string>YOUR_AUTH0_DOMAIN</string>
 </dict>
 </plist>
 ```

 - Parameters:
   - session: `URLSession` instance used for networking. Defaults to `URLSession.shared`.
   - bundle:  Bundle used to locate the `Auth0.plist` file. Defaults to `Bundle.main`.
 - Returns: MFA client.
 - Warning: Calling this method without a valid `Auth0.plist` file will crash your application.

 ## See Also

 - ``MFAClient``
 */
public func mfa(session: URLSession = .shared,
                bundle: Bundle = .main) -> MFAClient {
    let values = plistValues(bundle: bundle)!
    return mfa(clientId: values.clientId,
               domain: values.domain,
               session: session)
}

#if WEB_AUTH_PLATFORM
/**
 [Universal Login](https://auth0.com/docs/authenticate/login/auth0-universal-login) client for performing web-based
 authentication.

 ## Usage

 ```swift
 Auth0.webAuth()
 ```

 The Auth0 Domain is loaded from the `Auth0.plist` file in your main bundle. It should have the following content:

 ```xml
 <?xml version="1.0" encoding="UTF-8"?>
 <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
 <plist version="1.0">
 <dict>
     <key>ClientId</key>
     <string>YOUR_AUTH0_CLIENT_ID</string>
     <key>Domain</key>
     <string>YOUR_AUTH0_DOMAIN</string>
 </dict>
 </plist>
 ```

 - Parameters:
   - session: `URLSession` instance used for networking. Defaults to `URLSession.shared`.
   - bundle:  Bundle used to locate the `Auth0.plist` file. Defaults to `Bundle.main`.
 - Returns: Web Auth client.
 - Warning: Calling this method without a valid `Auth0.plist` file will crash your application.
 */
public func webAuth(session: URLSession = .shared, bundle: Bundle = Bundle.main) -> WebAuth {
    let values = plistValues(bundle: bundle)!
    return webAuth(clientId: values.clientId, domain: values.domain, session: session)
}

/**
 [Universal Login](https://auth0.com/docs/authenticate/login/auth0-universal-login) client for performing web-based
 authentication.

 ## Usage

 ```swift
 Auth0.webAuth(clientId: "client-id", domain: "samples.us.auth0.com")
 ```

 - Parameters:
   - clientId: Client ID of your Auth0 application.
   - domain:   Domain of your Auth0 account, for example `samples.us.auth0.com`.
   - session:  `URLSession` instance used for networking. Defaults to `URLSession.shared`.
 - Returns: Web Auth client.
 */
public func webAuth(clientId: String, domain: String, session: URLSession = .shared) -> WebAuth {
    return Auth0WebAuth(clientId: clientId, url: .httpsURL(from: domain), session: session)
}

/**
 PAR (Pushed Authorization Request) client for performing the browser authorization step of a PAR flow.

 Uses the `ClientId` and `Domain` values from the `Auth0.plist` file in your main bundle.

 ## Usage

 ```swift
 let authCode = try await Auth0
     .authorizeWithRequestUri()
     .start(requestUri: requestUri)
 ```

 - Parameter bundle: Bundle used to locate the `Auth0.plist` file. Defaults to `Bundle.main`.
 - Returns: PAR Web Auth client.
 - Warning: Calling this method without a valid `Auth0.plist` file will crash your application.
 */
public func authorizeWithRequestUri(bundle: Bundle = Bundle.main) -> PARAuth {
    let values = plistValues(bundle: bundle)!
    return authorizeWithRequestUri(clientId: values.clientId, domain: values.domain)
}

/**
 PAR (Pushed Authorization Request) client for performing the browser authorization step of a PAR flow.

 ## Usage

 ```swift
 let authCode = try await Auth0
     .authorizeWithRequestUri(clientId: "client-id", domain: "samples.us.auth0.com")
     .start(requestUri: requestUri)
 ```

 - Parameters:
   - clientId: Client ID of your Auth0 application.
   - domain:   Domain of your Auth0 account, for example `samples.us.auth0.com`.
 - Returns: PAR Web Auth client.
 */
public func authorizeWithRequestUri(clientId: String, domain: String) -> PARAuth {
    return PARWebAuth(clientId: clientId, url: .httpsURL(from: domain))
}
#endif

func plistValues(bundle: Bundle) -> (clientId: String, domain: String)? {
    guard let path = bundle.path(forResource: "Auth0", ofType: "plist"),
          let values = NSDictionary(contentsOfFile: path) as? [String: Any] else {
            Auth0Log.shared.error(.configuration, "Missing Auth0.plist file with 'ClientId' and 'Domain' entries in main bundle!")
            return nil
        }

    guard let clientId = values["ClientId"] as? String, let domain = values["Domain"] as? String else {
            Auth0Log.shared.error(.configuration, "Auth0.plist file at \(path) is missing 'ClientId' and/or 'Domain' entries!")
            Auth0Log.shared.debug(.configuration, "File currently has the following entries: \(String(describing: values))")
            return nil
        }
    return (clientId: clientId, domain: domain)
}
