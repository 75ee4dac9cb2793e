#if WEB_AUTH_PLATFORM
import Foundation

protocol OAuth2Grant {
    var defaults: [String: String] { get }
    func credentials(from values: [String: String], callback: @escaping @MainActor @Sendable (WebAuthResult<Credentials>) -> Void)
    func values(fromComponents components: URLComponents) -> [String: String]
}

struct PKCE: OAuth2Grant {

    let authentication: Authentication
    let redirectURL: URL
    let defaults: [String: String]
    let verifier: String
    let issuer: String
    let leeway: Int
    let maxAge: Int?
    let organization: String?

    init(authentication: Authentication,
         generator: ChallengeGenerator = ChallengeGenerator(),
         redirectURL: URL,
         issuer: String,
         leeway: Int,
         maxAge: Int? = nil,
         nonce: String? = nil,
         organization: String? = nil) {
        self.init(authentication: authentication,
                  redirectURL: redirectURL,
                  verifier: generator.verifier,
                  challenge: generator.challenge,
                  method: generator.method,
                  issuer: issuer,
                  leeway: leeway,
                  maxAge: maxAge,
                  nonce: nonce,
                  organization: organization)
    }

    init(authentication: Authentication,
         redirectURL: URL,
         verifier: String,
         challenge: String,
         method: String,
         issuer: String,
         leeway: Int,
         maxAge: Int? = nil,
         nonce: String? = nil,
         organization: String? = nil) {
        self.authentication = authentication
        self.redirectURL = redirectURL
        self.verifier = verifier
        self.issuer = issuer
        self.leeway = leeway
        self.maxAge = maxAge
        self.organization = organization
        var newDefaults: [String: String] = [
            "code_challenge": challenge,
            "code_challenge_method": method
        ]
        newDefaults["nonce"] = nonce
        self.defaults = newDefaults
    }

    func credentials(from values: [String: String], callback: @escaping @MainActor @Sendable (WebAuthResult<Credentials>) -> Void) {
        guard let code = values["code"] else {
            Task { @MainActor in callback(.failure(WebAuthError(code: .unknown("Authorization code missing from callback URL query parameters (\(values))")))) }
            return
        }
        let authentication = self.authentication
        let verifier = self.verifier
        let redirectUrlString = self.redirectURL.absoluteString
        authentication
            .codeExchange(withCode: code, codeVerifier: verifier, redirectURI: redirectUrlString)
            .validateClaims()
            .withIssuer(self.issuer)
            .withLeeway(self.leeway)
            .withNonce(self.defaults["nonce"])
            .withMaxAge(self.maxAge)
            .withOrganization(self.organization)
            .start { result in
                switch result {
                case .failure(let error) where error.localizedDescription == "Unauthorized":
                    Task { @MainActor in callback(.failure(WebAuthError(code: .unknown("PKCE not allowed - Application Type must be 'Native' and Token Endpoint Authentication Method must be 'None'")))) }
                case .failure(let error) where error.cause.map({ isIDTokenValidationError($0) }) == true:
                    Task { @MainActor in callback(.failure(WebAuthError(code: .idTokenValidationFailed, cause: error.cause))) }
                case .failure(let error):
                    Task { @MainActor in callback(.failure(WebAuthError(code: .codeExchangeFailed, cause: error))) }
                case .success(let credentials):
                    Task { @MainActor in callback(.success(credentials)) }
                }
            }
    }

    func values(fromComponents components: URLComponents) -> [String: String] {
        var items = components.fragmentValues
        components.queryValues.forEach { items[$0] = $1 }
        return items
    }

}
#endif
