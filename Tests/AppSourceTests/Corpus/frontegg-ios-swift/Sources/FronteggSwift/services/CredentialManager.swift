//
//  CredentialManager.swift
//
//  Created by David Frontegg on 16/11/2022.
//

import Foundation

public enum KeychainKeys: String {
    case accessToken = "accessToken"
    case refreshToken = "refreshToken"
    case codeVerifier = "fe_codeVerifier"
    case oauthStateVerifiers = "fe_oauthStateVerifiers"
    case region = "fe_region"
    case userInfo = "user_me"
    case lastActiveTenantId = "fe_lastActiveTenantId"
}


public class CredentialManager {
    
    
    public enum KeychainError: Error {
        case duplicateEntry;
        case valueDataIsNil;
        case unknown(OSStatus);
    }
    
    private let logger = getLogger("CredentialManager")
    private let serviceKey: String?
    
    init(serviceKey: String?) {
        self.serviceKey = serviceKey;
    }
    
    func save(key: String, value: String) throws {
        logger.trace("Saving \(key) in keyhcain")
        
        if let valueData = value.data(using: .utf8) {
            let query = [
                kSecClass: kSecClassGenericPassword,
                kSecAttrService: serviceKey ?? "frontegg",
                kSecAttrAccount: key,
                kSecValueData: valueData,
                kSecAttrAccessible: kSecAttrAccessibleAfterFirstUnlock
            ] as [CFString : Any] as CFDictionary
            
            let status = SecItemAdd(query, nil)
            
            if status == errSecDuplicateItem {
                logger.trace("Updating existing \(key)")
                // For update, don't include kSecAttrAccessible in the search query
                // It should only be in the attributes dictionary if we want to change it
                let updateQuery = [
                    kSecClass: kSecClassGenericPassword,
                    kSecAttrService: serviceKey ?? "frontegg",
                    kSecAttrAccount: key
                ] as [CFString : Any] as CFDictionary
                
                let newAttributes : CFDictionary = [
                    kSecValueData: valueData,
                    kSecAttrAccessible: kSecAttrAccessibleAfterFirstUnlock
                ] as CFDictionary
                
                let updateStatus = SecItemUpdate(updateQuery, newAttributes)
                if updateStatus != errSecSuccess {
                    // Error -34018 (errSecMissingEntitlement) is often a simulator issue
                    // Log additional context for debugging
                    if updateStatus == -34018 {
                        logger.warning("Keychain update failed with errSecMissingEntitlement (-34018) for key: \(key). This is often a simulator issue. Testing on a physical device is recommended.")
                    }
                    throw KeychainError.unknown(updateStatus)
                }
            } else if status != errSecSuccess {
                // Error -34018 (errSecMissingEntitlement) is often a simulator issue
                if status == -34018 {
                    logger.warning("Keychain add failed with errSecMissingEntitlement (-34018) for key: \(key). This is often a simulator issue. Testing on a physical device is recommended.")
                }
                throw KeychainError.unknown(status)
            }
            
            logger.info("\(key) saved in keyhcain")
        } else {
            
            logger.error("failed to convert value to Data, value: \(value)")
            throw KeychainError.valueDataIsNil
        }
    }
    
    func get(key:String) throws -> String? {
        logger.trace("retrieving \(key) from keyhcain")
        let query = [
            kSecClass: kSecClassGenericPassword,
            kSecAttrService: serviceKey ?? "frontegg",
            kSecAttrAccount: key,
            kSecReturnData: kCFBooleanTrue!,
            kSecMatchLimit: kSecMatchLimitOne
        ] as [CFString : Any] as CFDictionary
        
        
        var result: AnyObject?
        let status = SecItemCopyMatching(query, &result)
        
        if status != errSecSuccess {
            //logger.error("Unknown error occured while trying to retrieve the key: \(key) from keyhcain")
            throw KeychainError.unknown(status)
        }
        
        if let resultData = result as? Data {
            logger.trace("Value found in keychain for key: \(key)")
            return String(decoding: resultData, as: UTF8.self)
        }
        
        logger.trace("Value not found in keychain for key: \(key), returned nil")
        return nil
    }
    
    func delete(key: String) {
        let query = [
            kSecClass: kSecClassGenericPassword,
            kSecAttrService: serviceKey ?? "frontegg",
            kSecAttrAccount: key
        ] as [CFString : Any] as CFDictionary

        let status = SecItemDelete(query)
        if status != errSecSuccess && status != errSecItemNotFound {
            logger.error("Failed to delete key \(key) from keychain, errSec: \(status)")
        } else {
            logger.info("Deleted key \(key) from keychain")
        }
    }
    
    func clear() {
        clear(excludingKeys: [])
    }
    
    func clear(excludingKeys: [String]) {
        logger.trace("Clearing keychain frontegg data")
        
        if excludingKeys.isEmpty {
            // Fast path: delete all items with service key
            let query = [
                kSecClass: kSecClassGenericPassword,
                kSecAttrService: serviceKey ?? "frontegg"
            ] as [CFString : Any] as CFDictionary
            let status = SecItemDelete(query)
            
            if status != errSecSuccess {
                logger.error("Failed to logout from Frontegg Services, errSec: \(status)")
            }
        } else {
            // Slow path: delete items one by one, excluding specified keys
            // This is needed when we want to preserve certain keys (e.g., lastActiveTenantId)
            logger.trace("Clearing keychain while excluding keys: \(excludingKeys)")
            
            // Get all items with the service key
            let query: [CFString: Any] = [
                kSecClass: kSecClassGenericPassword,
                kSecAttrService: serviceKey ?? "frontegg",
                kSecReturnAttributes: true,
                kSecMatchLimit: kSecMatchLimitAll
            ]
            
            var result: AnyObject?
            let status = SecItemCopyMatching(query as CFDictionary, &result)
            
            if status == errSecSuccess {
                // SecItemCopyMatching returns an array of dictionaries with CFString keys
                // Swift bridges CFString to String, but we should use kSecAttrAccount directly
                // as the key lookup to ensure proper matching
                if let items = result as? [[AnyHashable: Any]] {
                    for item in items {
                        // Use kSecAttrAccount directly as the key (it's a CFString constant)
                        // Swift's AnyHashable will handle the CFString/String bridging
                        if let accountValue = item[kSecAttrAccount] as? String,
                           !excludingKeys.contains(accountValue) {
                            delete(key: accountValue)
                        }
                    }
                } else {
                    logger.warning("Unexpected result type from SecItemCopyMatching: \(type(of: result))")
                }
            } else if status != errSecItemNotFound {
                logger.warning("Failed to enumerate keychain items for selective deletion, errSec: \(status)")
            }
        }
    }
    
    static func saveCodeVerifier(_ codeVerifier: String) {
        UserDefaults.standard.set(codeVerifier, forKey: KeychainKeys.codeVerifier.rawValue)
    }
    
    static func getCodeVerifier() -> String? {
        return UserDefaults.standard.string(forKey: KeychainKeys.codeVerifier.rawValue)
    }

    static func clearCodeVerifier() {
        UserDefaults.standard.removeObject(forKey: KeychainKeys.codeVerifier.rawValue)
    }

    struct CodeVerifierResolution {
        enum Source: String {
            case stateMatch = "state_match"
            case lastGeneratedFallback = "last_generated_fallback"
            case missing = "missing"
        }

        let verifier: String?
        let source: Source
        let hasPendingOAuthStates: Bool
    }

    /// Serial lock protecting all read-modify-write operations on the
    /// `fe_oauthStateVerifiers` UserDefaults dictionary. Without this,
    /// concurrent `registerPendingOAuth` calls (e.g. from two `makeUIView`
    /// invocations) can overwrite each other's state entries.
    private static let oauthStateLock = NSLock()

    private static func getPendingOAuthStateVerifiers() -> [String: String] {
        UserDefaults.standard.dictionary(forKey: KeychainKeys.oauthStateVerifiers.rawValue) as? [String: String] ?? [:]
    }

    private static func savePendingOAuthStateVerifiers(_ verifiers: [String: String]) {
        if verifiers.isEmpty {
            UserDefaults.standard.removeObject(forKey: KeychainKeys.oauthStateVerifiers.rawValue)
        } else {
            UserDefaults.standard.set(verifiers, forKey: KeychainKeys.oauthStateVerifiers.rawValue)
        }
    }

    static func pendingOAuthState(from url: URL) -> String? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return nil
        }

        return components.queryItems?.first(where: { item in
            item.name == "state" && !(item.value?.isEmpty ?? true)
        })?.value
    }

    static func registerPendingOAuth(state: String, codeVerifier: String) {
        oauthStateLock.lock()
        defer { oauthStateLock.unlock() }
        var verifiers = getPendingOAuthStateVerifiers()
        verifiers[state] = codeVerifier
        savePendingOAuthStateVerifiers(verifiers)
        saveCodeVerifier(codeVerifier)
    }

    static func hasPendingOAuthStates() -> Bool {
        oauthStateLock.lock()
        defer { oauthStateLock.unlock() }
        return !getPendingOAuthStateVerifiers().isEmpty
    }

    static func resolveCodeVerifier(for state: String?, allowFallback: Bool = true) -> CodeVerifierResolution {
        oauthStateLock.lock()
        defer { oauthStateLock.unlock() }
        let normalizedState = state?.isEmpty == false ? state : nil
        let verifiers = getPendingOAuthStateVerifiers()

        if let normalizedState,
           let verifier = verifiers[normalizedState],
           !verifier.isEmpty {
            return CodeVerifierResolution(
                verifier: verifier,
                source: .stateMatch,
                hasPendingOAuthStates: !verifiers.isEmpty
            )
        }

        if allowFallback,
           let verifier = getCodeVerifier(),
           !verifier.isEmpty {
            return CodeVerifierResolution(
                verifier: verifier,
                source: .lastGeneratedFallback,
                hasPendingOAuthStates: !verifiers.isEmpty
            )
        }

        return CodeVerifierResolution(
            verifier: nil,
            source: .missing,
            hasPendingOAuthStates: !verifiers.isEmpty
        )
    }

    static func getCodeVerifier(for state: String?, allowFallback: Bool = true) -> String? {
        resolveCodeVerifier(for: state, allowFallback: allowFallback).verifier
    }

    static func consumeCodeVerifier(for state: String?) -> String? {
        oauthStateLock.lock()
        defer { oauthStateLock.unlock() }
        guard let state, !state.isEmpty else {
            return getCodeVerifier()
        }

        var verifiers = getPendingOAuthStateVerifiers()
        if let verifier = verifiers.removeValue(forKey: state) {
            savePendingOAuthStateVerifiers(verifiers)
            return verifier
        }

        return getCodeVerifier()
    }

    static func clearPendingOAuth(state: String?) {
        oauthStateLock.lock()
        defer { oauthStateLock.unlock() }
        guard let state, !state.isEmpty else {
            clearPendingOAuthStatesUnsafe()
            return
        }

        var verifiers = getPendingOAuthStateVerifiers()
        _ = verifiers.removeValue(forKey: state)
        savePendingOAuthStateVerifiers(verifiers)
    }

    static func clearPendingOAuthStates() {
        oauthStateLock.lock()
        defer { oauthStateLock.unlock() }
        clearPendingOAuthStatesUnsafe()
    }

    private static func clearPendingOAuthStatesUnsafe() {
        UserDefaults.standard.removeObject(forKey: KeychainKeys.oauthStateVerifiers.rawValue)
    }

    static func clearCodeVerifierIfMatching(_ codeVerifier: String?) {
        guard let codeVerifier,
              !codeVerifier.isEmpty,
              getCodeVerifier() == codeVerifier else {
            return
        }
        clearCodeVerifier()
    }

    static func completePendingOAuthFlow(using codeVerifier: String?) {
        clearPendingOAuthStates()
        clearCodeVerifierIfMatching(codeVerifier)
    }

    static func clearPendingOAuthFlows() {
        clearPendingOAuthStates()
        clearCodeVerifier()
    }
    
    
    static func saveSelectedRegion(_ region: String) {
        UserDefaults.standard.set(region, forKey: KeychainKeys.region.rawValue)
    }
    
    static func getSelectedRegion() -> String? {
        return UserDefaults.standard.string(forKey: KeychainKeys.region.rawValue)
    }
    
    
    
    func saveOfflineUser(user: User?) {
        let key = KeychainKeys.userInfo.rawValue
        
        guard let user = user else {
            logger.trace("Removing offline user from keychain")
            delete(key: key)
            return
        }
        
        do {
            let data = try JSONEncoder().encode(user)
            guard let json = String(data: data, encoding: .utf8) else {
                logger.error("Failed to encode User to UTF-8 string")
                return
            }
            try save(key: key, value: json)
        } catch {
            logger.error("DIAGNOSTIC: Failed to save offline user to keychain. Offline restore will be degraded. Error: \(error)")
        }
    }
    func getOfflineUser() -> User? {
        
        if let userInfo = try? self.get(key: KeychainKeys.userInfo.rawValue),
           let data = userInfo.data(using: .utf8),
           let user = try? JSONDecoder().decode(User.self, from: data){
            return user
        }
        return nil
    }
    
    func saveTokenForTenant(_ token: String, tenantId: String, tokenType: KeychainKeys) throws {
        let key = "\(tokenType.rawValue)_\(tenantId)"
        try save(key: key, value: token)
    }
    
    func getTokenForTenant(tenantId: String, tokenType: KeychainKeys) throws -> String? {
        let key = "\(tokenType.rawValue)_\(tenantId)"
        return try get(key: key)
    }
    
    func deleteTokenForTenant(tenantId: String, tokenType: KeychainKeys) {
        let key = "\(tokenType.rawValue)_\(tenantId)"
        delete(key: key)
    }
    
    func deleteAllTokensForTenant(tenantId: String) {
        deleteTokenForTenant(tenantId: tenantId, tokenType: .accessToken)
        deleteTokenForTenant(tenantId: tenantId, tokenType: .refreshToken)
    }
    
    func saveLastActiveTenantId(_ tenantId: String) {
        do {
            try save(key: KeychainKeys.lastActiveTenantId.rawValue, value: tenantId)
        } catch {
            logger.warning("Failed to save last active tenant ID: \(error)")
        }
    }
    
    func getLastActiveTenantId() -> String? {
        return try? get(key: KeychainKeys.lastActiveTenantId.rawValue)
    }
    
    func deleteLastActiveTenantId() {
        delete(key: KeychainKeys.lastActiveTenantId.rawValue)
    }
}
