//
//  ReaderAPICaller.swift
//  Account
//
//  Created by Jeremy Beker on 5/28/19.
//  Copyright © 2019 Ranchero Software, LLC. All rights reserved.
//

import Foundation
import os
import RSWeb
import Secrets

enum CreateReaderAPISubscriptionResult {
	case created(ReaderAPISubscription)
	case notFound
}

/// Inoreader’s per-zone API usage, reported on every response. Zone 1 is reads.
/// <https://www.inoreader.com/developers/rate-limiting>
struct ReaderAPIUsageLimits {
	let zone1Usage: Int
	let zone1Limit: Int
	let resetDate: Date
}

@MainActor final class ReaderAPICaller {
	enum ItemIDType {
		case unread
		case starred
		case allForAccount
		case allForFeed
	}

	private enum ReaderState: String {
		case read = "user/-/state/com.google/read"
		case starred = "user/-/state/com.google/starred"
	}

	private enum ReaderStreams: String {
		case readingList = "user/-/state/com.google/reading-list"
	}

	private struct ConditionalGetKeys {
		static let subscriptions = "subscriptions"
		static let tags = "tags"
	}

	private enum ReaderAPIEndpoints: String {
		case login = "/accounts/ClientLogin"
		case token = "/reader/api/0/token"
		case disableTag = "/reader/api/0/disable-tag"
		case renameTag = "/reader/api/0/rename-tag"
		case tagList = "/reader/api/0/tag/list"
		case subscriptionList = "/reader/api/0/subscription/list"
		case subscriptionEdit = "/reader/api/0/subscription/edit"
		case subscriptionAdd = "/reader/api/0/subscription/quickadd"
		case subscriptionImport = "/reader/api/0/subscription/import"
		case contents = "/reader/api/0/stream/items/contents"
		case itemIds = "/reader/api/0/stream/items/ids"
		case editTag = "/reader/api/0/edit-tag"
	}

	private let session = URLSession.makeWebserviceSession()
	private let uriComponentAllowed: CharacterSet
	private let logger: Logger
	private var accessToken: String?

	var accountSettings: AccountSettings?

	var variant: ReaderAPIVariant = .generic
	var credentials: Credentials?

	/// Most recent usage report. Nil for services that don’t send the headers.
	private(set) var usageLimits: ReaderAPIUsageLimits?

	@MainActor var server: String? {
		apiBaseURL?.host
	}

	@MainActor private var apiBaseURL: URL? {
		switch variant {
		case .generic, .freshRSS:
			guard let accountSettings = accountSettings else {
				return nil
			}
			return accountSettings.endpointURL
		default:
			return URL(string: variant.host)
		}
	}

	init(logger: Logger) {
		self.logger = logger

		var urlHostAllowed = CharacterSet.urlHostAllowed
		urlHostAllowed.remove("+")
		urlHostAllowed.remove("&")
		uriComponentAllowed = urlHostAllowed
	}

	func cancelAll() {
		session.cancelAll()
	}

	public func validateCredentials(endpoint: URL) async throws -> Credentials? {

		guard let credentials else {
			throw CredentialsError.missingUsername
		}

		var request = URLRequest(url: endpoint.appendingPathComponent(ReaderAPIEndpoints.login.rawValue), readerAPICredentials: credentials)
		addVariantHeaders(&request)

		do {
			let (_, data) = try await session.send(request: request)

			// Convert the return data to UTF8 and then parse out the Auth token
			guard let rawData = String(data: data, encoding: .utf8) else {
				throw WebserviceError.noData
			}

			var authData: [String: String] = [:]
			for line in rawData.split(separator: "\n") {
				let items = line.split(separator: "=").map { String($0) }
				if items.count == 2 {
					authData[items[0]] = items[1]
				}
			}

			guard let authString = authData["Auth"] else {
				throw CredentialsError.missingAccessToken
			}

			// Save Auth Token for later use
			self.credentials = Credentials(type: .readerAPIKey, username: credentials.username, secret: authString)

			return self.credentials

		} catch {
			if let webserviceError = error as? WebserviceError, case .httpError(let code) = webserviceError, code == 404 {
				throw AccountError.urlNotFound
			} else {
				throw error
			}
		}
	}

	func requestAuthorizationToken(endpoint: URL) async throws -> String {
		// If we have a token already, use it
		if let accessToken {
			return accessToken
		}

		// Otherwise request one.
		guard let credentials else {
			throw CredentialsError.missingUsername
		}

		var request = URLRequest(url: endpoint.appendingPathComponent(ReaderAPIEndpoints.token.rawValue), readerAPICredentials: credentials)
		addVariantHeaders(&request)

		let (_, data) = try await session.send(request: request)

		// Convert the return data to UTF8 and then parse out the Auth token
		guard let updatedAccessToken = String(data: data, encoding: .utf8) else {
			throw WebserviceError.noData
		}
		// Remove unwanted \n character.
		var trimmedUpdatedAccessToken = updatedAccessToken
		if trimmedUpdatedAccessToken.hasSuffix("\n") {
			trimmedUpdatedAccessToken.removeLast()
		}

		accessToken = trimmedUpdatedAccessToken
		return trimmedUpdatedAccessToken
	}

	/// Runs a token-authenticated request, refetching the token and retrying once on a 401/403.
	/// Reader API write tokens are short-lived, so a cached-stale token would otherwise fail every status sync until relaunch.
	func withWriteToken<T>(endpoint: URL, _ operation: (String) async throws -> T) async throws -> T {

		let token = try await requestAuthorizationToken(endpoint: endpoint)
		do {
			return try await operation(token)
		} catch WebserviceError.httpError(let status) where status == 401 || status == 403 {
			accessToken = nil
			let freshToken = try await requestAuthorizationToken(endpoint: endpoint)
			return try await operation(freshToken)
		}
	}

	@MainActor public func retrieveTags() async throws -> [ReaderAPITag]? {

		guard let baseURL = apiBaseURL else {
			throw CredentialsError.missingEndpointURL
		}

		var url = baseURL
			.appendingPathComponent(ReaderAPIEndpoints.tagList.rawValue)
			.appendingQueryItem(URLQueryItem(name: "output", value: "json"))

		if variant == .inoreader {
			url = url?.appendingQueryItem(URLQueryItem(name: "types", value: "1"))
		}

		guard let callURL = url else {
			throw WebserviceError.noURL
		}

		let conditionalGet = accountSettings?.conditionalGetInfo(for: ConditionalGetKeys.tags)
		var request = URLRequest(url: callURL, readerAPICredentials: credentials, conditionalGet: conditionalGet)
		addVariantHeaders(&request)

		// A 304 Not Modified comes back with an empty body, so this returns nil — callers skip syncing.
		let (response, wrapper) = try await session.send(request: request, resultType: ReaderAPITagContainer.self)
		storeConditionalGet(key: ConditionalGetKeys.tags, headers: response.allHeaderFields)
		return wrapper?.tags
	}

	@MainActor public func renameTag(oldName: String, newName: String) async throws {

		guard let baseURL = apiBaseURL else {
			throw CredentialsError.missingEndpointURL
		}

		var request = URLRequest(url: baseURL.appendingPathComponent(ReaderAPIEndpoints.renameTag.rawValue), readerAPICredentials: self.credentials)
		self.addVariantHeaders(&request)
		request.setValue(MimeType.formURLEncoded, forHTTPHeaderField: "Content-Type")
		request.httpMethod = "POST"

		guard let encodedOldName = self.encodeForURLPath(oldName), let encodedNewName = self.encodeForURLPath(newName) else {
			throw AccountError.invalidParameter
		}

		let oldTagName = "user/-/label/\(encodedOldName)"
		let newTagName = "user/-/label/\(encodedNewName)"

		try await withWriteToken(endpoint: baseURL) { token in
			let postData = Data("T=\(token)&s=\(oldTagName)&dest=\(newTagName)".utf8)
			_ = try await session.send(request: request, method: HTTPMethod.post, payload: postData)
		}
	}

	@MainActor public func deleteTag(folderExternalID: String) async throws {

		guard let baseURL = apiBaseURL else {
			throw CredentialsError.missingEndpointURL
		}

		var request = URLRequest(url: baseURL.appendingPathComponent(ReaderAPIEndpoints.disableTag.rawValue), readerAPICredentials: self.credentials)
		self.addVariantHeaders(&request)
		request.setValue(MimeType.formURLEncoded, forHTTPHeaderField: "Content-Type")
		request.httpMethod = "POST"

		try await withWriteToken(endpoint: baseURL) { token in
			let postData = Data("T=\(token)&s=\(folderExternalID)".utf8)
			_ = try await session.send(request: request, method: HTTPMethod.post, payload: postData)
		}
	}

	@MainActor public func retrieveSubscriptions() async throws -> [ReaderAPISubscription]? {
		logger.debug("ReaderAPICaller: retrieveSubscriptions")

		guard let baseURL = apiBaseURL else {
			logger.error("ReaderAPICaller: retrieveSubscriptions — expected non-nil apiBaseURL")
			throw CredentialsError.missingEndpointURL
		}

		let url = baseURL
			.appendingPathComponent(ReaderAPIEndpoints.subscriptionList.rawValue)
			.appendingQueryItem(URLQueryItem(name: "output", value: "json"))

		guard let callURL = url else {
			logger.error("ReaderAPICaller: retrieveSubscriptions — expected non-nil callURL")
			throw WebserviceError.noURL
		}

		let conditionalGet = accountSettings?.conditionalGetInfo(for: ConditionalGetKeys.subscriptions)
		var request = URLRequest(url: callURL, readerAPICredentials: credentials, conditionalGet: conditionalGet)
		addVariantHeaders(&request)

		do {
			// A 304 Not Modified comes back with an empty body, so this returns nil — callers skip syncing.
			let (response, container) = try await session.send(request: request, resultType: ReaderAPISubscriptionContainer.self)
			storeConditionalGet(key: ConditionalGetKeys.subscriptions, headers: response.allHeaderFields)
			return container?.subscriptions
		} catch {
			logger.error("ReaderAPICaller: retrieveSubscriptions — error calling API: \(error.localizedDescription)")
			throw error
		}
	}

	@MainActor public func createSubscription(url: String, name: String?) async throws -> CreateReaderAPISubscriptionResult {
		logger.debug("ReaderAPICaller: createSubscription — url \(url) name \(name ?? "")")
		guard let baseURL = apiBaseURL else {
			throw CredentialsError.missingEndpointURL
		}

		let callURL = baseURL
			.appendingPathComponent(ReaderAPIEndpoints.subscriptionAdd.rawValue)

		var request = URLRequest(url: callURL, readerAPICredentials: self.credentials)
		self.addVariantHeaders(&request)
		request.setValue(MimeType.formURLEncoded, forHTTPHeaderField: "Content-Type")
		request.httpMethod = "POST"

		guard let encodedFeedURL = self.encodeForURLPath(url) else {
			logger.error("ReaderAPICaller: createSubscription — url \(url) name \(name ?? "") — couldn’t create encoded feed URL")
			throw AccountError.invalidParameter
		}

		let subResult = try await withWriteToken(endpoint: baseURL) { token -> ReaderAPIQuickAddResult? in
			let postData = Data("T=\(token)&quickadd=\(encodedFeedURL)".utf8)
			let (_, result) = try await session.send(request: request, method: HTTPMethod.post, data: postData, resultType: ReaderAPIQuickAddResult.self)
			return result
		}

		guard let subResult else {
			logger.error("ReaderAPICaller: createSubscription — url \(url) name \(name ?? "") — expected non-nil result from API call")
			return .notFound
		}
		if subResult.numResults == 0 {
			logger.error("ReaderAPICaller: createSubscription — url \(url) name \(name ?? "") — expected non-empty result from API call")
			return .notFound
		}

		// There is no call to get a single subscription entry, so we get them all,
		// look up the one we just subscribed to and return that
		guard let subscriptions = try await retrieveSubscriptions() else {
			logger.error("ReaderAPICaller: createSubscription — url \(url) name \(name ?? "") — expected non-nil subscriptions from API call")
			throw AccountError.createErrorNotFound
		}
		guard let subscription = subscriptions.first(where: { $0.feedID == subResult.streamId }) else {
			logger.error("ReaderAPICaller: createSubscription — url \(url) name \(name ?? "") — expected to find feed in subscriptions returned from API call")
			throw AccountError.createErrorNotFound
		}

		return .created(subscription)
	}

	public func renameSubscription(subscriptionID: String, newName: String) async throws {

		try await changeSubscription(subscriptionID: subscriptionID, title: newName)
	}

	@MainActor public func deleteSubscription(subscriptionID: String) async throws {

		guard let baseURL = apiBaseURL else {
			throw CredentialsError.missingEndpointURL
		}

		var request = URLRequest(url: baseURL.appendingPathComponent(ReaderAPIEndpoints.subscriptionEdit.rawValue), readerAPICredentials: self.credentials)
		self.addVariantHeaders(&request)
		request.setValue(MimeType.formURLEncoded, forHTTPHeaderField: "Content-Type")
		request.httpMethod = "POST"

		try await withWriteToken(endpoint: baseURL) { token in
			let postData = Data("T=\(token)&s=\(subscriptionID)&ac=unsubscribe".utf8)
			_ = try await session.send(request: request, method: HTTPMethod.post, payload: postData)
		}
	}

	public func createTagging(subscriptionID: String, tagName: String) async throws {

		try await changeSubscription(subscriptionID: subscriptionID, addTagName: tagName)
	}

	public func deleteTagging(subscriptionID: String, tagName: String) async throws {

		try await changeSubscription(subscriptionID: subscriptionID, removeTagName: tagName)
	}

	public func moveSubscription(subscriptionID: String, sourceTag: String, destinationTag: String) async throws {

		try await changeSubscription(subscriptionID: subscriptionID, removeTagName: sourceTag, addTagName: destinationTag)
	}

	@MainActor private func changeSubscription(subscriptionID: String, removeTagName: String? = nil, addTagName: String? = nil, title: String? = nil) async throws {
		logger.debug("ReaderAPICaller: changeSubscription — subscriptionID: \(subscriptionID) removeTagName: \(removeTagName ?? "") addTagName: \(addTagName ?? "") title: \(title ?? ""))")

		guard removeTagName != nil || addTagName != nil || title != nil else {
			logger.error("ReaderAPICaller: changeSubscription — expected non-nil removeTagName, addTagName, and title")
			throw AccountError.invalidParameter
		}
		guard let baseURL = apiBaseURL else {
			logger.error("ReaderAPICaller: changeSubscription — expected non-nil apiBaseURL")
			throw CredentialsError.missingEndpointURL
		}

		do {
			var request = URLRequest(url: baseURL.appendingPathComponent(ReaderAPIEndpoints.subscriptionEdit.rawValue), readerAPICredentials: self.credentials)
			self.addVariantHeaders(&request)
			request.setValue(MimeType.formURLEncoded, forHTTPHeaderField: "Content-Type")
			request.httpMethod = "POST"

			try await withWriteToken(endpoint: baseURL) { token in
				var postString = "T=\(token)&s=\(subscriptionID)&ac=edit"
				if let fromLabel = self.encodeForURLPath(removeTagName) {
					postString += "&r=user/-/label/\(fromLabel)"
				}
				if let toLabel = self.encodeForURLPath(addTagName) {
					postString += "&a=user/-/label/\(toLabel)"
				}
				if let encodedTitle = self.encodeForURLPath(title) {
					postString += "&t=\(encodedTitle)"
				}
				logger.debug("ReaderAPICaller: changeSubscription — sending post data: \(postString)")
				let postData = Data(postString.utf8)
#if DEBUG
				let debugPostString = String(data: postData, encoding: .utf8)
				logger.debug("ReaderAPICaller: changeSubscription — checking post data encoding: \(debugPostString ?? "nil")")
#endif
				_ = try await session.send(request: request, method: HTTPMethod.post, payload: postData)
			}
		} catch {
			logger.error("ReaderAPICaller: changeSubscription — error: \(error.localizedDescription)")
		}
	}

	@MainActor public func retrieveEntries(articleIDs: [String]) async throws -> [ReaderAPIEntry]? {

		guard !articleIDs.isEmpty else {
			return [ReaderAPIEntry]()
		}
		guard let baseURL = apiBaseURL else {
			throw CredentialsError.missingEndpointURL
		}

		var request = URLRequest(url: baseURL.appendingPathComponent(ReaderAPIEndpoints.contents.rawValue), readerAPICredentials: self.credentials)
		self.addVariantHeaders(&request)
		request.setValue(MimeType.formURLEncoded, forHTTPHeaderField: "Content-Type")
		request.httpMethod = "POST"

		let idsToFetch = articleIDs.compactMap(itemIDParameter).joined(separator: "&")
		if idsToFetch.isEmpty {
			return nil
		}

		let entryWrapper = try await withWriteToken(endpoint: baseURL) { token -> ReaderAPIEntryWrapper? in
			let postData = Data("T=\(token)&output=json&\(idsToFetch)".utf8)
			let (response, wrapper) = try await session.send(request: request, method: HTTPMethod.post, data: postData, resultType: ReaderAPIEntryWrapper.self)
			noteUsageLimits(from: response)
			return wrapper
		}

		guard let entryWrapper else {
			throw AccountError.invalidResponse
		}

		return entryWrapper.entries
	}

	@MainActor public func retrieveItemIDs(type: ItemIDType, feedID: String? = nil, pageHandler: (@MainActor (Int) -> Void)? = nil) async throws -> [String] {

		guard let baseURL = apiBaseURL else {
			throw CredentialsError.missingEndpointURL
		}

		var queryItems = [
			URLQueryItem(name: "n", value: "1000"),
			URLQueryItem(name: "output", value: "json")
		]

		switch type {
		case .allForAccount:
			let since: Date = {
				if let lastArticleFetch = self.accountSettings?.lastArticleFetchStartTime {
					return lastArticleFetch
				} else {
					return Calendar.current.date(byAdding: .month, value: -3, to: Date()) ?? Date()
				}
			}()

			let sinceTimeInterval = since.timeIntervalSince1970
			queryItems.append(URLQueryItem(name: "ot", value: String(Int(sinceTimeInterval))))
			queryItems.append(URLQueryItem(name: "s", value: ReaderStreams.readingList.rawValue))
		case .allForFeed:
			guard let feedID else {
				throw AccountError.invalidParameter
			}
			let sinceTimeInterval = (Calendar.current.date(byAdding: .month, value: -3, to: Date()) ?? Date()).timeIntervalSince1970
			queryItems.append(URLQueryItem(name: "ot", value: String(Int(sinceTimeInterval))))
			queryItems.append(URLQueryItem(name: "s", value: feedID))
		case .unread:
			queryItems.append(URLQueryItem(name: "s", value: ReaderStreams.readingList.rawValue))
			queryItems.append(URLQueryItem(name: "xt", value: ReaderState.read.rawValue))
		case .starred:
			queryItems.append(URLQueryItem(name: "s", value: ReaderState.starred.rawValue))
		}

		let url = baseURL
			.appendingPathComponent(ReaderAPIEndpoints.itemIds.rawValue)
			.appendingQueryItems(queryItems)

		guard let callURL = url else {
			throw WebserviceError.noURL
		}

		var request: URLRequest = URLRequest(url: callURL, readerAPICredentials: credentials)
		addVariantHeaders(&request)

		let (response, entries) = try await session.send(request: request, resultType: ReaderAPIReferenceWrapper.self)
		noteUsageLimits(from: response)

		guard let entriesItemRefs = entries?.itemRefs, entriesItemRefs.count > 0 else {
			return [String]()
		}

		let dateInfo = HTTPDateInfo(urlResponse: response)
		let itemIDs = entriesItemRefs.compactMap { $0.itemId }
		pageHandler?(itemIDs.count)

		return try await retrieveItemIDs(type: type, url: callURL, dateInfo: dateInfo, itemIDs: itemIDs, continuation: entries?.continuation, pageHandler: pageHandler)
	}

	@MainActor func retrieveItemIDs(type: ItemIDType, url: URL, dateInfo: HTTPDateInfo?, itemIDs: [String], continuation: String?, pageHandler: (@MainActor (Int) -> Void)? = nil) async throws -> [String] {

		guard let continuation else {
			if type == .allForAccount {
				self.accountSettings?.lastArticleFetchStartTime = dateInfo?.date
				self.accountSettings?.lastRefreshCompletedDate = Date()
			}
			return itemIDs
		}

		guard var urlComponents = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
			throw AccountError.invalidParameter
		}

		var queryItems = urlComponents.queryItems!.filter({ $0.name != "c" })
		queryItems.append(URLQueryItem(name: "c", value: continuation))
		urlComponents.queryItems = queryItems

		guard let callURL = urlComponents.url else {
			throw WebserviceError.noURL
		}

		var request: URLRequest = URLRequest(url: callURL, readerAPICredentials: credentials)
		addVariantHeaders(&request)

		let (response, entries) = try await self.session.send(request: request, resultType: ReaderAPIReferenceWrapper.self)
		noteUsageLimits(from: response)

		guard let entriesItemRefs = entries?.itemRefs, entriesItemRefs.count > 0 else {
			return try await retrieveItemIDs(type: type, url: callURL, dateInfo: dateInfo, itemIDs: itemIDs, continuation: entries?.continuation, pageHandler: pageHandler)
		}

		let pageItemIDs = entriesItemRefs.compactMap { $0.itemId }
		pageHandler?(pageItemIDs.count)

		var totalItemIDs = itemIDs
		totalItemIDs.append(contentsOf: pageItemIDs)

		return try await retrieveItemIDs(type: type, url: callURL, dateInfo: dateInfo, itemIDs: totalItemIDs, continuation: entries?.continuation, pageHandler: pageHandler)
	}

    @MainActor func importOPML(opmlData: Data) async throws {
        guard let baseURL = apiBaseURL else {
            throw CredentialsError.missingEndpointURL
        }

        let callURL = baseURL
            .appendingPathComponent(ReaderAPIEndpoints.subscriptionImport.rawValue)
        var request = URLRequest(url: callURL, readerAPICredentials: self.credentials)
        addVariantHeaders(&request)
        request.setValue("text/xml", forHTTPHeaderField: "Content-Type")
        request.httpMethod = "POST"
        request.httpBody = opmlData

        let (response, _) = try await session.send(request: request)

		guard response.statusCode == 200 else {
			throw AccountError.invalidResponse
		}
    }

	public func createUnreadEntries(entries: [String]) async throws {

		try await updateStateToEntries(entries: entries, state: .read, add: false)
	}

	public func deleteUnreadEntries(entries: [String]) async throws {

		try await updateStateToEntries(entries: entries, state: .read, add: true)
	}

	public func createStarredEntries(entries: [String]) async throws {

		try await updateStateToEntries(entries: entries, state: .starred, add: true)
	}

	public func deleteStarredEntries(entries: [String]) async throws {

		try await updateStateToEntries(entries: entries, state: .starred, add: false)
	}
}

// MARK: Private

private extension ReaderAPICaller {

	func encodeForURLPath(_ pathComponent: String?) -> String? {
		guard let pathComponent = pathComponent else { return nil }
		return pathComponent.addingPercentEncoding(withAllowedCharacters: uriComponentAllowed)
	}

	func addVariantHeaders(_ request: inout URLRequest) {
		if variant == .inoreader {
			request.addValue(SecretKey.inoreaderAppID, forHTTPHeaderField: "AppId")
			request.addValue(SecretKey.inoreaderAppKey, forHTTPHeaderField: "AppKey")
		}
	}

	@MainActor private func updateStateToEntries(entries: [String], state: ReaderState, add: Bool) async throws {

		guard let baseURL = apiBaseURL else {
			throw CredentialsError.missingEndpointURL
		}

		// Do POST asking for data about all the new articles
		var request = URLRequest(url: baseURL.appendingPathComponent(ReaderAPIEndpoints.editTag.rawValue), readerAPICredentials: self.credentials)
		self.addVariantHeaders(&request)
		request.setValue(MimeType.formURLEncoded, forHTTPHeaderField: "Content-Type")
		request.httpMethod = "POST"

		let idsToFetch = entries.compactMap(itemIDParameter).joined(separator: "&")

		let actionIndicator = add ? "a" : "r"

		try await withWriteToken(endpoint: baseURL) { token in
			let postData = Data("T=\(token)&\(idsToFetch)&\(actionIndicator)=\(state.rawValue)".utf8)
			let (response, _) = try await session.send(request: request, method: HTTPMethod.post, payload: postData)
			noteUsageLimits(from: response)
		}
	}

	private enum UsageLimitHeader {
		static let zone1Usage = "X-Reader-Zone1-Usage"
		static let zone1Limit = "X-Reader-Zone1-Limit"
		static let resetAfter = "X-Reader-Limits-Reset-After"
	}

	private static let defaultUsageLimitsResetAfter: TimeInterval = 60 * 60 * 24

	private func storeConditionalGet(key: String, headers: [AnyHashable: Any]) {
		accountSettings?.setConditionalGetInfo(HTTPConditionalGetInfo(headers: headers), for: key)
	}

	private func noteUsageLimits(from response: HTTPURLResponse) {
		guard let usageValue = response.value(forHTTPHeaderField: UsageLimitHeader.zone1Usage), let usage = Int(usageValue),
			  let limitValue = response.value(forHTTPHeaderField: UsageLimitHeader.zone1Limit), let limit = Int(limitValue), limit > 0 else {
			return
		}
		let resetAfter = response.value(forHTTPHeaderField: UsageLimitHeader.resetAfter).flatMap { TimeInterval($0) } ?? Self.defaultUsageLimitsResetAfter
		usageLimits = ReaderAPIUsageLimits(zone1Usage: usage, zone1Limit: limit, resetDate: Date().addingTimeInterval(resetAfter))
	}

	/// Long-form item parameter for an articleID — i=tag:google.com,2005:reader/item/000000000004c608.
	/// The long form is zero-padded 16-digit hex, two’s-complement for negative IDs.
	/// Returns nil for an articleID that can’t be encoded for this server.
	private func itemIDParameter(_ articleID: String) -> String? {
		if variant == .theOldReader {
			return "i=tag:google.com,2005:reader/item/\(articleID)"
		}
		guard let idValue = Int(articleID) else {
			return nil
		}
		let idHexString = String(format: "%.16llx", idValue)
		return "i=tag:google.com,2005:reader/item/\(idHexString)"
	}
}
