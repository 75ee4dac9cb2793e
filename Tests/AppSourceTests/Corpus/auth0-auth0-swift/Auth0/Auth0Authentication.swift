// swiftlint:disable file_length
// swiftlint:disable type_body_length
// swiftlint:disable function_parameter_count

import Foundation

struct Auth0Authentication: Authentication {

    let clientId: String
    let url: URL
    var auth0ClientInfo: Auth0ClientInfo
    var logger: Logger?
    var dpop: DPoP?

    let session: URLSession

    init(clientId: String, url: URL, session: URLSession = URLSession.shared, auth0ClientInfo: Auth0ClientInfo = Auth0ClientInfo()) {
        self.clientId = clientId
        self.url = url
        self.session = session
        self.auth0ClientInfo = auth0ClientInfo
    }

    func login(email: String, code: String, audience: String?, scope: String) -> any TokenRequestable<Credentials, AuthenticationError> {
        return TokenRequest(request: login(username: email, otp: code, realm: "email", audience: audience, scope: scope), authentication: self)
    }

    func login(phoneNumber: String, code: String, audience: String?, scope: String) -> any TokenRequestable<Credentials, AuthenticationError> {
        return TokenRequest(request: login(username: phoneNumber, otp: code, realm: "sms", audience: audience, scope: scope), authentication: self)
    }

    func login(usernameOrEmail username: String, password: String, realmOrConnection realm: String, audience: String?, scope: String) -> any TokenRequestable<Credentials, AuthenticationError> {
        let url = URL(string: "oauth/token", relativeTo: self.url)!

        var payload: [String: Any] = [
            "username": username,
            "password": password,
            "grant_type": "http://auth0.com/oauth/grant-type/password-realm",
            "client_id": self.clientId,
            "realm": realm
        ]
        payload["audience"] = audience
        payload["scope"] = includeRequiredScope(in: scope)

        return TokenRequest(request: Request(session: session,
                                                          url: url,
                                                          method: "POST",
                                                          handle: authenticationDecodable,
                                                          parameters: payload,
                                                          logger: self.logger,
                                                          auth0ClientInfo: self.auth0ClientInfo,
                                                          dpop: self.dpop),
                             authentication: self)
    }

    func loginDefaultDirectory(withUsername username: String, password: String, audience: String?, scope: String) -> any TokenRequestable<Credentials, AuthenticationError> {
        let url = URL(string: "oauth/token", relativeTo: self.url)!

        var payload: [String: Any] = [
            "username": username,
            "password": password,
            "grant_type": "password",
            "client_id": self.clientId
        ]
        payload["audience"] = audience
        payload["scope"] = includeRequiredScope(in: scope)

        return TokenRequest(request: Request(session: session,
                                                          url: url,
                                                          method: "POST",
                                                          handle: authenticationDecodable,
                                                          parameters: payload,
                                                          logger: self.logger,
                                                          auth0ClientInfo: self.auth0ClientInfo,
                                                          dpop: self.dpop),
                             authentication: self)
    }

    func login(appleAuthorizationCode authorizationCode: String,
               fullName: PersonNameComponents?,
               profile: [String: Any]?,
               audience: String?,
               scope: String) -> any TokenRequestable<Credentials, AuthenticationError> {
        var parameters: [String: Any] = [:]
        var profile: [String: Any] = profile ?? [:]

        if let fullName = fullName {
            let name = ["firstName": fullName.givenName, "lastName": fullName.familyName].compactMapValues { $0 }
            if !name.isEmpty {
                profile["name"] = name
            }
        }

        if !profile.isEmpty, let jsonData = try? JSONSerialization.data(withJSONObject: profile, options: []),
            let json = String(data: jsonData, encoding: .utf8) {
            parameters["user_profile"] = json
        }

        return TokenRequest(request: self.tokenExchange(subjectToken: authorizationCode,
                                                                         subjectTokenType: "http://auth0.com/oauth/token-type/apple-authz-code",
                                                                         scope: scope,
                                                                         audience: audience,
                                                                         parameters: parameters),
                             authentication: self)
    }

    func login(facebookSessionAccessToken sessionAccessToken: String,
               profile: [String: Any],
               audience: String?,
               scope: String) -> any TokenRequestable<Credentials, AuthenticationError> {
        var parameters: [String: String] = [:]
        if let jsonData = try? JSONSerialization.data(withJSONObject: profile, options: []),
            let json = String(data: jsonData, encoding: .utf8) {
            parameters["user_profile"] = json
        }
        return TokenRequest(request: self.tokenExchange(subjectToken: sessionAccessToken,
                                                                         subjectTokenType: "http://auth0.com/oauth/token-type/facebook-info-session-access-token",
                                                                         scope: scope,
                                                                         audience: audience,
                                                                         parameters: parameters),
                             authentication: self)
    }

    func signup(email: String, username: String? = nil, password: String, connection: String = "Username-Password-Authentication", userMetadata: [String: Any]? = nil, rootAttributes: [String: Any]? = nil) -> any Requestable<DatabaseUser, AuthenticationError> {
        var payload: [String: Any] = [
            "email": email,
            "password": password,
            "connection": connection,
            "client_id": self.clientId
        ]
        payload["username"] = username
        payload["user_metadata"] = userMetadata
        if let rootAttributes = rootAttributes {
            rootAttributes.forEach { (key, value) in
                if payload[key] == nil { payload[key] = value }
            }
        }

        let signup = URL(string: "dbconnections/signup", relativeTo: self.url)!
        return Request(session: session,
                       url: signup,
                       method: "POST",
                       handle: authenticationDatabaseUser,
                       parameters: payload,
                       logger: self.logger,
                       auth0ClientInfo: self.auth0ClientInfo)
    }

    #if PASSKEYS_PLATFORM
    @available(iOS 16.6, macOS 13.5, visionOS 1.0, *)
    func login(passkey: any LoginPasskey,
               challenge: PasskeyLoginChallenge,
               connection: String?,
               audience: String?,
               scope: String,
               organization: String?) -> any TokenRequestable<Credentials, AuthenticationError> {
        let url = URL(string: "oauth/token", relativeTo: self.url)!
        let id = passkey.credentialID.encodeBase64URLSafe()

        var authenticatorResponse: [String: Any] = [
            "id": id,
            "rawId": id,
            "type": "public-key",
            "response": [
                "clientDataJSON": passkey.rawClientDataJSON.encodeBase64URLSafe(),
                "authenticatorData": passkey.rawAuthenticatorData!.encodeBase64URLSafe(),
                "signature": passkey.signature!.encodeBase64URLSafe(),
                "userHandle": passkey.userID.encodeBase64URLSafe()
            ]
        ]

        authenticatorResponse["authenticatorAttachment"] = passkey.attachment.stringValue

        var payload: [String: Any] = [
            "client_id": self.clientId,
            "grant_type": "urn:okta:params:oauth:grant-type:webauthn",
            "auth_session": challenge.authenticationSession,
            "authn_response": authenticatorResponse
        ]
        payload["realm"] = connection
        payload["audience"] = audience
        payload["scope"] = includeRequiredScope(in: scope)
        payload["organization"] = organization

        return TokenRequest(request: Request(session: session,
                                                          url: url,
                                                          method: "POST",
                                                          handle: authenticationDecodable,
                                                          parameters: payload,
                                                          logger: self.logger,
                                                          auth0ClientInfo: self.auth0ClientInfo,
                                                          dpop: self.dpop),
                             authentication: self)
    }

    @available(iOS 16.6, macOS 13.5, visionOS 1.0, *)
    func passkeyLoginChallenge(connection: String?,
                               organization: String?) -> any Requestable<PasskeyLoginChallenge, AuthenticationError> {
        let url = URL(string: "passkey/challenge", relativeTo: self.url)!

        var payload: [String: String] = ["client_id": self.clientId]
        payload["realm"] = connection
        payload["organization"] = organization

        return Request(session: session,
                       url: url,
                       method: "POST",
                       handle: authenticationDecodable,
                       parameters: payload,
                       logger: self.logger,
                       auth0ClientInfo: self.auth0ClientInfo)
    }

    @available(iOS 16.6, macOS 13.5, visionOS 1.0, *)
    func login(passkey: any SignupPasskey,
               challenge: PasskeySignupChallenge,
               connection: String?,
               audience: String?,
               scope: String,
               organization: String?) -> any TokenRequestable<Credentials, AuthenticationError> {
        let url = URL(string: "oauth/token", relativeTo: self.url)!
        let id = passkey.credentialID.encodeBase64URLSafe()

        var authenticatorResponse: [String: Any] = [
            "id": id,
            "rawId": id,
            "type": "public-key",
            "response": [
                "clientDataJSON": passkey.rawClientDataJSON.encodeBase64URLSafe(),
                "attestationObject": passkey.rawAttestationObject!.encodeBase64URLSafe()
            ]
        ]

        authenticatorResponse["authenticatorAttachment"] = passkey.attachment.stringValue

        var payload: [String: Any] = [
            "client_id": self.clientId,
            "grant_type": "urn:okta:params:oauth:grant-type:webauthn",
            "auth_session": challenge.authenticationSession,
            "authn_response": authenticatorResponse
        ]

        payload["realm"] = connection
        payload["audience"] = audience
        payload["scope"] = includeRequiredScope(in: scope)
        payload["organization"] = organization

        return TokenRequest(request: Request(session: session,
                                                          url: url,
                                                          method: "POST",
                                                          handle: authenticationDecodable,
                                                          parameters: payload,
                                                          logger: self.logger,
                                                          auth0ClientInfo: self.auth0ClientInfo,
                                                          dpop: self.dpop),
                             authentication: self)
    }

    @available(iOS 16.6, macOS 13.5, visionOS 1.0, *)
    func passkeySignupChallenge(email: String?,
                                phoneNumber: String?,
                                username: String?,
                                name: String?,
                                givenName: String?,
                                familyName: String?,
                                nickname: String?,
                                picture: String?,
                                userMetadata: [String: String]?,
                                connection: String?,
                                organization: String?) -> any Requestable<PasskeySignupChallenge, AuthenticationError> {
        let url = URL(string: "passkey/register", relativeTo: self.url)!

        var userProfile: [String: Any] = [:]
        userProfile["email"] = email
        userProfile["phone_number"] = phoneNumber
        userProfile["username"] = username
        userProfile["name"] = name
        userProfile["given_name"] = givenName
        userProfile["family_name"] = familyName
        userProfile["nickname"] = nickname
        userProfile["picture"] = picture

        var payload: [String: Any] = [
            "client_id": self.clientId,
            "user_profile": userProfile
        ]
        payload["realm"] = connection
        payload["organization"] = organization
        payload["user_metadata"] = userMetadata

        return Request(session: session,
                       url: url,
                       method: "POST",
                       handle: authenticationDecodable,
                       parameters: payload,
                       logger: self.logger,
                       auth0ClientInfo: self.auth0ClientInfo)
    }
    #endif

    func resetPassword(email: String, connection: String, organization: String?) -> any Requestable<Void, AuthenticationError> {
        var payload: [String: Any] = [
            "email": email,
            "connection": connection,
            "client_id": self.clientId
        ]
        payload["organization"] = organization
        let resetPassword = URL(string: "dbconnections/change_password", relativeTo: self.url)!
        return Request(session: session,
                       url: resetPassword,
                       method: "POST",
                       handle: authenticationNoBody,
                       parameters: payload,
                       logger: self.logger,
                       auth0ClientInfo: self.auth0ClientInfo)
    }

    func startPasswordless(email: String, type: PasswordlessType, connection: String) -> any Requestable<Void, AuthenticationError> {
        let payload: [String: Any] = [
            "email": email,
            "connection": connection,
            "send": type.rawValue,
            "client_id": self.clientId
        ]

        let start = URL(string: "passwordless/start", relativeTo: self.url)!
        return Request(session: session,
                       url: start,
                       method: "POST",
                       handle: authenticationNoBody,
                       parameters: payload,
                       logger: self.logger,
                       auth0ClientInfo: self.auth0ClientInfo)
    }

    func startPasswordless(phoneNumber: String, type: PasswordlessType, connection: String) -> any Requestable<Void, AuthenticationError> {
        let payload: [String: Any] = [
            "phone_number": phoneNumber,
            "connection": connection,
            "send": type.rawValue,
            "client_id": self.clientId
        ]
        let start = URL(string: "passwordless/start", relativeTo: self.url)!
        return Request(session: session,
                       url: start,
                       method: "POST",
                       handle: authenticationNoBody,
                       parameters: payload,
                       logger: self.logger,
                       auth0ClientInfo: self.auth0ClientInfo)
    }

    func userInfo(withAccessToken accessToken: String, tokenType: String) -> any Requestable<UserProfile, AuthenticationError> {
        let userInfo = URL(string: "userinfo", relativeTo: self.url)!
        let method = "GET"
        let headers = self.baseHeaders(accessToken: accessToken, tokenType: tokenType)

        return Request(session: session,
                       url: userInfo,
                       method: method,
                       handle: authenticationObject,
                       headers: headers,
                       logger: self.logger,
                       auth0ClientInfo: self.auth0ClientInfo,
                       dpop: dpop)
    }

    func codeExchange(withCode code: String, codeVerifier: String, redirectURI: String) -> any TokenRequestable<Credentials, AuthenticationError> {
        return TokenRequest(request: self.token().parameters([
            "code": code,
            "code_verifier": codeVerifier,
            "redirect_uri": redirectURI,
            "grant_type": "authorization_code"
        ]),
                             authentication: self)
    }

    func ssoExchange(withRefreshToken refreshToken: String) -> any TokenRequestable<SSOCredentials, AuthenticationError> {
        return TokenRequest(request: self.token().parameters([
            "refresh_token": refreshToken,
            "grant_type": "refresh_token",
            "audience": "urn:\(self.url.host!):session_transfer"
        ]),
                             authentication: self)
    }

    func renew(withRefreshToken refreshToken: String, audience: String? = nil, scope: String? = nil) -> any TokenRequestable<Credentials, AuthenticationError> {
        let oauthToken = URL(string: "oauth/token", relativeTo: self.url)!

        var payload: [String: Any] = [
            "refresh_token": refreshToken,
            "grant_type": "refresh_token",
            "client_id": self.clientId
        ]

        if let audience = audience {
            // Make sure to always include the 'openid' scope if we're trying to get a new set of credentials for an
            // API like My Account API. This way, we'll always get an ID token, matching the existing login behavior.
            payload["scope"] = includeRequiredScope(in: scope)
            payload["audience"] = audience
        } else {
            payload["scope"] = scope
        }

        return TokenRequest(request: Request(session: session,
                                                          url: oauthToken,
                                                          method: "POST",
                                                          handle: authenticationDecodable,
                                                          parameters: payload,
                                                          logger: self.logger,
                                                          auth0ClientInfo: self.auth0ClientInfo,
                                                          dpop: self.dpop),
                             authentication: self)
    }

    func revoke(refreshToken: String) -> any Requestable<Void, AuthenticationError> {
        let payload: [String: Any] = [
            "token": refreshToken,
            "client_id": self.clientId
        ]
        let oauthToken = URL(string: "oauth/revoke", relativeTo: self.url)!
        return Request(session: session,
                       url: oauthToken,
                       method: "POST",
                       handle: authenticationNoBody,
                       parameters: payload,
                       logger: self.logger,
                       auth0ClientInfo: self.auth0ClientInfo)
    }

    func jwks() -> any Requestable<JWKS, AuthenticationError> {
        let jwks = URL(string: ".well-known/jwks.json", relativeTo: self.url)!
        return Request(session: session,
                       url: jwks,
                       method: "GET",
                       handle: authenticationDecodable,
                       logger: self.logger,
                       auth0ClientInfo: self.auth0ClientInfo)
    }

    func customTokenExchange(subjectToken: String,
                             subjectTokenType: String,
                             audience: String?,
                             scope: String,
                             organization: String?,
                             parameters: [String: Any]) -> any TokenRequestable<Credentials, AuthenticationError> {
        return TokenRequest(request: self.tokenExchange(subjectToken: subjectToken,
                                                                         subjectTokenType: subjectTokenType,
                                                                         scope: scope,
                                                                         audience: audience,
                                                                         organization: organization,
                                                                         parameters: parameters),
                             authentication: self)
    }

    // MARK: - Passwordless OTP (Database Connections)

    func passwordlessChallenge(email: String, connection: String, allowSignup: Bool) -> any Requestable<PasswordlessChallenge, AuthenticationError> {
        let url = URL(string: "otp/challenge", relativeTo: self.url)!
        let payload: [String: Any] = [
            "email": email,
            "connection": connection,
            "allow_signup": allowSignup,
            "client_id": self.clientId
        ]
        return Request<PasswordlessChallenge, AuthenticationError>(session: session,
                                                                   url: url,
                                                                   method: "POST",
                                                                   handle: authenticationDecodable,
                                                                   parameters: payload,
                                                                   logger: self.logger,
                                                                   auth0ClientInfo: self.auth0ClientInfo,
                                                                   dpop: self.dpop)
    }

    func passwordlessChallenge(phoneNumber: String, connection: String, deliveryMethod: DeliveryMethod, allowSignup: Bool) -> any Requestable<PasswordlessChallenge, AuthenticationError> {
        let url = URL(string: "otp/challenge", relativeTo: self.url)!
        let payload: [String: Any] = [
            "phone_number": phoneNumber,
            "connection": connection,
            "delivery_method": deliveryMethod.rawValue,
            "allow_signup": allowSignup,
            "client_id": self.clientId
        ]
        return Request<PasswordlessChallenge, AuthenticationError>(session: session,
                                                                   url: url,
                                                                   method: "POST",
                                                                   handle: authenticationDecodable,
                                                                   parameters: payload,
                                                                   logger: self.logger,
                                                                   auth0ClientInfo: self.auth0ClientInfo,
                                                                   dpop: self.dpop)
    }

    func login(otp: String, challenge: PasswordlessChallenge, audience: String?, scope: String) -> any TokenRequestable<Credentials, AuthenticationError> {
        let url = URL(string: "oauth/token", relativeTo: self.url)!
        var payload: [String: Any] = [
            "grant_type": "http://auth0.com/oauth/grant-type/passwordless/otp",
            "auth_session": challenge.authSession,
            "otp": otp,
            "client_id": self.clientId
        ]
        payload["audience"] = audience
        payload["scope"] = includeRequiredScope(in: scope)
        return TokenRequest(request: Request<Credentials, AuthenticationError>(session: session,
                                                                               url: url,
                                                                               method: "POST",
                                                                               handle: authenticationDecodable,
                                                                               parameters: payload,
                                                                               logger: self.logger,
                                                                               auth0ClientInfo: self.auth0ClientInfo,
                                                                               dpop: self.dpop),
                            authentication: self)
    }

}

// MARK: - Private Methods

private extension Auth0Authentication {

    func login(username: String, otp: String, realm: String, audience: String?, scope: String) -> any Requestable<Credentials, AuthenticationError> {
        let url = URL(string: "oauth/token", relativeTo: self.url)!

        var payload: [String: Any] = [
            "username": username,
            "otp": otp,
            "realm": realm,
            "grant_type": "http://auth0.com/oauth/grant-type/passwordless/otp",
            "client_id": self.clientId
        ]
        payload["audience"] = audience
        payload["scope"] = includeRequiredScope(in: scope)

        return Request(session: session,
                       url: url,
                       method: "POST",
                       handle: authenticationDecodable,
                       parameters: payload,
                       logger: self.logger,
                       auth0ClientInfo: self.auth0ClientInfo,
                       dpop: self.dpop)
    }

    func tokenExchange(subjectToken: String,
                       subjectTokenType: String,
                       scope: String,
                       audience: String?,
                       organization: String? = nil,
                       parameters: [String: Any] = [:]) -> any Requestable<Credentials, AuthenticationError> {
        var parameters: [String: Any] = parameters
        parameters["client_id"] = self.clientId
        parameters["grant_type"] = "urn:ietf:params:oauth:grant-type:token-exchange"
        parameters["subject_token"] = subjectToken
        parameters["subject_token_type"] = subjectTokenType
        parameters["audience"] = audience
        parameters["scope"] = includeRequiredScope(in: scope)
        parameters["organization"] = organization

        let token = URL(string: "oauth/token", relativeTo: self.url)!
        return Request(session: session,
                       url: token,
                       method: "POST",
                       handle: authenticationDecodable,
                       parameters: parameters,
                       logger: self.logger,
                       auth0ClientInfo: self.auth0ClientInfo,
                       dpop: dpop)
    }

    func token<T: Codable>() -> Request<T, AuthenticationError> {
        let token = URL(string: "oauth/token", relativeTo: self.url)!
        let payload: [String: Any] = ["client_id": self.clientId]

        return Request(session: session,
                       url: token,
                       method: "POST",
                       handle: authenticationDecodable,
                       parameters: payload,
                       logger: self.logger,
                       auth0ClientInfo: self.auth0ClientInfo,
                       dpop: self.dpop)
    }

}
