import Foundation
import JWTDecode

/// A type that carries an ID token string. Conformed to by ``Credentials`` and ``SSOCredentials``.
protocol IDTokenCarrying {
    var idToken: String { get }
}

/// Marker protocol adopted by every ID token validation error type.
/// Used to identify validation failures without exhaustive type checking.
protocol IDTokenValidationError: Auth0Error {}

extension Credentials: IDTokenCarrying {}
extension SSOCredentials: IDTokenCarrying {}

protocol JWTValidator: Sendable {
    func validate(_ jwt: JWT) -> Auth0Error?
}

protocol JWTAsyncValidator: Sendable {
    func validate(_ jwt: JWT, callback: @escaping @Sendable (Auth0Error?) -> Void)
}

struct IDTokenValidator: JWTAsyncValidator {
    private let signatureValidator: JWTAsyncValidator
    private let claimsValidator: JWTValidator
    private let context: IDTokenValidatorContext

    init(signatureValidator: JWTAsyncValidator,
         claimsValidator: JWTValidator,
         context: IDTokenValidatorContext) {
        self.signatureValidator = signatureValidator
        self.claimsValidator = claimsValidator
        self.context = context
    }

    func validate(_ jwt: JWT, callback: @escaping @Sendable (Auth0Error?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.signatureValidator.validate(jwt) { error in
                if let error = error { return callback(error) }
                let result = self.claimsValidator.validate(jwt)
                DispatchQueue.main.async {
                    callback(result)
                }
            }
        }
    }
}

enum IDTokenDecodingError: IDTokenValidationError {
    case cannotDecode
    case missingIDToken

    var debugDescription: String {
        switch self {
        case .cannotDecode: return "ID token could not be decoded"
        case .missingIDToken: return "ID token validation was requested but the response did not include an ID token"
        }
    }
}

func validate(idToken: String,
              with context: IDTokenValidatorContext,
              signatureValidator: JWTAsyncValidator? = nil, // for testing
              claimsValidator: JWTValidator? = nil,
              callback: @escaping @Sendable (Auth0Error?) -> Void) {
    guard let jwt = try? decode(jwt: idToken) else { return callback(IDTokenDecodingError.cannotDecode) }
    var claimValidators: [JWTValidator] = [IDTokenIssValidator(issuer: context.issuer),
                                           IDTokenSubValidator(),
                                           IDTokenAudValidator(audience: context.audience),
                                           IDTokenExpValidator(leeway: context.leeway),
                                           IDTokenIatValidator()]
    if let nonce = context.nonce {
        claimValidators.append(IDTokenNonceValidator(nonce: nonce))
    }
    if let audience = jwt.audience, audience.count > 1 {
        claimValidators.append(IDTokenAzpValidator(authorizedParty: context.audience))
    }
    if let maxAge = context.maxAge {
        claimValidators.append(IDTokenAuthTimeValidator(leeway: context.leeway, maxAge: maxAge))
    }
    if let organization = context.organization {
        if organization.starts(with: "org_") {
            claimValidators.append(IDTokenOrgIDValidator(orgID: organization))
        } else {
            claimValidators.append(IDTokenOrgNameValidator(orgName: organization))
        }
    }
    let validator = IDTokenValidator(signatureValidator: signatureValidator ?? IDTokenSignatureValidator(context: context),
                                     claimsValidator: claimsValidator ?? IDTokenClaimsValidator(validators: claimValidators),
                                     context: context)
    validator.validate(jwt, callback: callback)
}
/// Returns true if the error is an ID token validation failure produced by any of the IDToken validators.
func isIDTokenValidationError(_ error: Error) -> Bool {
    return error is any IDTokenValidationError
}
