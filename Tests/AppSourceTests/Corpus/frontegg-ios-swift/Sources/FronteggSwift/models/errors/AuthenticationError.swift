//
//  AuthenticationError.swift
//
//
//  Created by Nick Hagi on 17/07/2024.
//

import Foundation

// MARK: - AuthenticationError
extension FronteggError {
    
    public enum Authentication: LocalizedError {
        case couldNotExchangeToken(_ message: String)
        case failedToAuthenticate
        case failedToRefreshToken(_ message: String)
        case failedToLoadUserData(_ message: String)
        case failedToExtractCode
        case failedToSwitchTenant
        case failedToMFA
        case codeVerifierNotFound
        case invalidOAuthState
        case couldNotFindRootViewController
        case invalidPasskeysRequest
        case failedToAuthenticateWithPasskeys(_ message: String)
        case operationCanceled
        case mfaRequired(_ json: [String:Any], refreshToken: String? = nil)
        case notAuthenticated
        case invalidResponse
        case unknown
        case other(Error)
        case oauthError(_ error: String)
    }
}

// MARK: - LocalizedError
extension FronteggError.Authentication {
    
    public var errorDescription: String? {
        switch self {
            case let .couldNotExchangeToken(message): message
            case .failedToAuthenticate: "Failed to authenticate with frontegg"
            case let .failedToRefreshToken(message):
                message.isEmpty ? "Failed to refresh token" : message
            case let .failedToLoadUserData(message): "Failed to load user data: \(message)"
            case .failedToExtractCode: "Failed to get extract code from hostedLoginCallback url"
            case .failedToSwitchTenant: "Failed to switch tenant"
            case .codeVerifierNotFound: "Code verifier not found"
            case .invalidOAuthState: "Invalid or stale OAuth state"
            case .couldNotFindRootViewController: "Unable to find root viewController"
            case .invalidPasskeysRequest: "Invalid passkeys request"
            case let .failedToAuthenticateWithPasskeys(message): "Failed to authenticate with Passkeys, \(message)"
            case .operationCanceled: "Operation canceled by user"
            case .mfaRequired: "MFA is required for authentication"
            case .notAuthenticated: "Not authenticated exception"
            case .unknown: "Unknown error occurred"
            case let .other(error): error.localizedDescription
            case .failedToMFA: "Failed MFA"
            case .invalidResponse: "Invalid Response"
            case let .oauthError(message): message
        }
    }
    
    public var failureReason: String? {
        switch self {
            case .couldNotExchangeToken: "couldNotExchangeToken"
            case .failedToAuthenticate: "failedToAuthenticate"
            case .failedToRefreshToken: "failedToRefreshToken"
            case .failedToLoadUserData: "failedToLoadUserData"
            case .failedToExtractCode: "failedToExtractCode"
            case .failedToSwitchTenant: "failedToSwitchTenant"
            case .codeVerifierNotFound: "codeVerifierNotFound"
            case .invalidOAuthState: "invalidOAuthState"
            case .couldNotFindRootViewController: "couldNotFindRootViewController"
            case .invalidPasskeysRequest: "invalidPasskeysRequest"
            case .failedToAuthenticateWithPasskeys: "failedToAuthenticateWithPasskeys"
            case .operationCanceled: "operationCanceled"
            case .mfaRequired: "mfaRequired"
            case .notAuthenticated: "notAuthenticated"
            case .unknown: "unknown"
            case .other: "other"
            case .failedToMFA:"failedToMFA"
            case .invalidResponse:"invalidResponse"
            case .oauthError: "oauthError"
        }
    }
}
