import Foundation

/// Represents an error during a request to the Auth0 Authentication API.
///
/// ## See Also
///
/// - [Authentication API Errors](https://auth0.com/docs/api/authentication#errors)
public struct AuthenticationError: Auth0APIError, @unchecked Sendable {

    /// Raw error values.
    public let info: [String: Any]

    /// Creates an error from a JSON response.
    ///
    /// - Parameters:
    ///   - info:       JSON response from Auth0.
    ///   - statusCode: HTTP status code of the response.
    ///
    /// - Returns: A new `AuthenticationError`.
    public init(info: [String: Any], statusCode: Int) {
        var values = info
        values["statusCode"] = statusCode
        self.info = values
        self.statusCode = statusCode
    }

    /// HTTP status code of the response.
    public let statusCode: Int

    /// Error code.
    public var code: String {
        return  self.info["error"] as? String ?? self.info[apiErrorCode] as? String ?? unknownError
    }

    /// Description of the error.
    ///
    /// - Important: You should avoid displaying the error description to the user, it's meant for **debugging** only.
    public var debugDescription: String {
        self.appendCause(to: self.message)
    }

    // MARK: - Error Types

    /// When MFA is required to authenticate.
    public var isMultifactorRequired: Bool {
        return self.code == "a0.mfa_required" || self.code == "mfa_required"
    }

    /// When MFA is required and the user is not enrolled.
    public var isMultifactorEnrollRequired: Bool {
        return self.code == "a0.mfa_registration_required" || self.code == "unsupported_challenge_type"
    }

    /// When the MFA code sent is invalid or expired.
    public var isMultifactorCodeInvalid: Bool {
        return self.code == "a0.mfa_invalid_code"
            || self.code == "invalid_grant" && self.localizedDescription == "Invalid otp_code."
            || self.code == "invalid_grant" && self.localizedDescription == "Invalid binding_code."
            || self.code == "invalid_grant" && self.localizedDescription == "MFA Authorization rejected."
    }

    /// When the MFA token is invalid or expired.
    public var isMultifactorTokenInvalid: Bool {
        return self.code == "expired_token" && self.localizedDescription == "mfa_token is expired"
            || self.code == "invalid_grant" && self.localizedDescription == "Malformed mfa_token"
    }

    /// When the password used for signup does not match the strength requirements of the connection.
    /// Additional information is available in the ``info`` dictionary.
    public var isPasswordNotStrongEnough: Bool {
        return self.code == "invalid_password" && self.info["name"] as? String == "PasswordStrengthError"
    }

    /// When the password used for signup was already used before. This is reported when the Password History feature
    /// is enabled.
    /// Additional information is available in the ``info`` dictionary.
    public var isPasswordAlreadyUsed: Bool {
        return self.code == "invalid_password" && self.info["name"] as? String == "PasswordHistoryError"
    }

    /// When an Auth0 rule returns an error.
    /// The message returned by the rule is available in ``Auth0Error/localizedDescription``.
    public var isRuleError: Bool {
        return self.code == "unauthorized"
    }

    /// When the username and/or password used for authentication are invalid.
    public var isInvalidCredentials: Bool {
        return self.code == "invalid_user_password"
            || self.code == "invalid_grant" && self.localizedDescription == "Wrong email or password."
            || self.code == "invalid_grant" && self.localizedDescription == "Wrong email or verification code."
            || self.code == "invalid_grant" && self.localizedDescription == "Wrong phone number or verification code."
    }

    /// When the credentials renewal fails because the user was deleted.
    public var isRefreshTokenDeleted: Bool {
        return self.code == "invalid_grant"
            && self.localizedDescription == "The refresh_token was generated for a user who doesn't exist anymore."
    }

    /// When the provided refresh token is invalid or expired.
    public var isInvalidRefreshToken: Bool {
        return self.code == "invalid_grant"
            && self.localizedDescription == "Unknown or invalid refresh token."
    }

    /// When Auth0 denies access due to some misconfiguration or an error in an Action or Rule.
    public var isAccessDenied: Bool {
        return self.code == "access_denied"
    }

    /// When the user is blocked due to too many attempts to log in.
    public var isTooManyAttempts: Bool {
        return self.code == "too_many_attempts"
    }

    /// When an additional verification step is required.
    public var isVerificationRequired: Bool {
        return self.code == "requires_verification"
    }

    /// When the password used was reported to be leaked.
    public var isPasswordLeaked: Bool {
        return self.code == "password_leaked"
    }

    /// When performing Web Auth login with `prompt: "none"` and the Auth0 session has expired.
    public var isLoginRequired: Bool {
        return self.code == "login_required"
    }

    /// When a nonce must be included in the DPoP proof. The Authentication API client will retry the request *once*
    /// when a nonce is required by Auth0, but subsequent failures must be handled by the app.
    ///
    /// The nonce is sent on the `DPoP-Nonce` header of the response. It is available in the ``info`` dictionary under
    /// the `dpop_nonce` key.
    public var isDPoPNonceRequired: Bool {
        return self.code == DPoP.nonceRequiredErrorCode
    }

}

// MARK: - Error Messages

public extension AuthenticationError {

    var message: String {
        if let description = self.info[apiErrorDescription] as? String ?? self.info["error_description"] as? String {
            return description
        }

        if self.code == unknownError {
            return "Failed with unknown error: \(self.info)."
        }

        return "Received error with code \(self.code)."
    }

    /// Extracts the MFA required error payload when multifactor authentication is required.
    ///
    /// This property decodes the ``info`` dictionary into a structured ``MFARequiredErrorPayload`` object
    /// containing the MFA token and enrollment requirements.
    ///
    /// - Returns: A decoded `MFARequiredErrorPayload` object, or `nil` if decoding fails.
    ///
    /// ## Usage
    ///
    /// ```swift
    /// if error.isMultifactorRequired, let mfaPayload = error.mfaRequiredErrorPayload {
    ///     let mfaToken = mfaPayload.mfaToken
    ///     let enrollmentTypes = mfaPayload.mfaRequirements.enroll
    /// }
    /// ```
    ///
    /// ## See Also
    ///
    /// - ``isMultifactorRequired``
    /// - ``MFARequiredErrorPayload``
    var mfaRequiredErrorPayload: MFARequiredErrorPayload? {
        guard let jsonData = try? JSONSerialization.data(withJSONObject: self.info, options: []) else {
            return nil
        }

        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase

        return try? decoder.decode(MFARequiredErrorPayload.self, from: jsonData)
    }

}

// MARK: - Equatable

extension AuthenticationError: Equatable {

    /// Conformance to `Equatable`.
    public static func == (lhs: AuthenticationError, rhs: AuthenticationError) -> Bool {
        return lhs.code == rhs.code
            && lhs.statusCode == rhs.statusCode
            && lhs.localizedDescription == rhs.localizedDescription
    }

}
