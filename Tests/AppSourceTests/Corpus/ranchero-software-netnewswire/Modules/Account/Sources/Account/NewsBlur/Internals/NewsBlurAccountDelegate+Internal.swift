//
//  NewsBlurAccountDelegate+Internal.swift
//  Mostly adapted from FeedbinAccountDelegate.swift
//  Account
//
//  Created by Anh Quang Do on 2020-03-14.
//  Copyright (c) 2020 Ranchero Software, LLC. All rights reserved.
//

import Foundation
import ActivityLog
import Articles
import RSCore
import RSDatabase
import RSParser
import RSWeb
import NewsBlur
import SyncDatabase
import os

@MainActor extension NewsBlurAccountDelegate {

	@MainActor func refreshFeeds(for account: Account) async throws {
		Self.logger.info("NewsBlur: Refreshing feeds")

		do {
			try await account.logActivity(kind: .refreshFeedList, successMessage: { "\($0.feeds) feeds, \($0.folders) folders" }, { () -> (folders: Int, feeds: Int) in
				let (feeds, folders) = try await caller.retrieveFeeds()
				BatchUpdate.shared.perform {
					MainActor.assumeIsolated {
						self.syncFolders(account, folders)
						self.syncFeeds(account, feeds)
						self.syncFeedFolderRelationship(account, folders)
					}
				}
				return (folders: folders?.count ?? 0, feeds: feeds?.count ?? 0)
			})
		} catch {
			account.postSyncError(error, operation: "Refreshing feeds")
			throw error
		}
	}

	@MainActor func syncFolders(_ account: Account, _ folders: [NewsBlurFolder]?) {
		guard let folders else { return }
		assert(Thread.isMainThread)

		Self.logger.info("NewsBlur: Syncing folders with \(folders.count) folders")

		let folderNames = folders.map { $0.name }

		// Delete any folders not at NewsBlur
		if let folders = account.folders {
			for folder in folders {
				if !folderNames.contains(folder.name ?? "") {
					for feed in folder.topLevelFeeds {
						account.addFeedToTreeAtTopLevel(feed)
						clearFolderRelationship(for: feed, withFolderName: folder.name ?? "")
					}
					account.removeFolderFromTree(folder)
				}
			}
		}

		let accountFolderNames: [String] =  {
			if let folders = account.folders {
				return folders.map { $0.name ?? "" }
			} else {
				return [String]()
			}
		}()

		// Make any folders NewsBlur has, but we don't
		// Ignore account-level folder
		for folderName in folderNames {
			if !accountFolderNames.contains(folderName) && folderName != " " {
				_ = account.ensureFolder(with: folderName)
			}
		}
	}

	@MainActor func syncFeeds(_ account: Account, _ feeds: [NewsBlurFeed]?) {
		guard let feeds else { return }
		assert(Thread.isMainThread)

		Self.logger.info("NewsBlur: Syncing feeds with \(feeds.count) feeds")

		let newsBlurFeedIds = feeds.map { String($0.feedID) }

		// Remove any feeds that are no longer in the subscriptions
		if let folders = account.folders {
			for folder in folders {
				for feed in folder.topLevelFeeds {
					if !newsBlurFeedIds.contains(feed.feedID) {
						folder.removeFeedFromTreeAtTopLevel(feed)
					}
				}
			}
		}

		for feed in account.topLevelFeeds {
			if !newsBlurFeedIds.contains(feed.feedID) {
				account.removeFeedFromTreeAtTopLevel(feed)
			}
		}

		// Add any feeds we don't have and update any we do
		var feedsToAdd = Set<NewsBlurFeed>()
		feeds.forEach { newsBlurFeed in
			let subFeedId = String(newsBlurFeed.feedID)

			if let feed = account.existingFeed(withFeedID: subFeedId) {
				if !newsBlurFeed.name.isEmpty {
					feed.name = newsBlurFeed.name
				}
				feed.homePageURL = newsBlurFeed.homePageURL
				feed.externalID = String(newsBlurFeed.feedID)
				feed.faviconURL = newsBlurFeed.faviconURL
			} else {
				feedsToAdd.insert(newsBlurFeed)
			}
		}

		// Actually add feeds all in one go, so we don’t trigger various rebuilding things that Account does.
		for newsBlurFeed in feedsToAdd {
			let feed = account.createFeed(with: newsBlurFeed.name, url: newsBlurFeed.feedURL, feedID: String(newsBlurFeed.feedID), homePageURL: newsBlurFeed.homePageURL)
			feed.externalID = String(newsBlurFeed.feedID)
			account.addFeedToTreeAtTopLevel(feed)
		}
	}

	@MainActor func syncFeedFolderRelationship(_ account: Account, _ folders: [NewsBlurFolder]?) {
		guard let folders = folders else { return }
		assert(Thread.isMainThread)

		Self.logger.info("NewsBlur: Syncing folders with \(folders.count) folders")

		// Set up some structures to make syncing easier
		let relationships = folders.map({ $0.asRelationships }).flatMap { $0 }
		let folderDict = nameToFolderDictionary(with: account.folders)
		let newsBlurFolderDict = relationships.reduce([String: [NewsBlurFolderRelationship]]()) { (dict, relationship) in
			var feedInFolders = dict
			if var feedInFolder = feedInFolders[relationship.folderName] {
				feedInFolder.append(relationship)
				feedInFolders[relationship.folderName] = feedInFolder
			} else {
				feedInFolders[relationship.folderName] = [relationship]
			}
			return feedInFolders
		}

		// Sync the folders
		for (folderName, folderRelationships) in newsBlurFolderDict {
			guard folderName != " " else {
				continue
			}

			let newsBlurFolderFeedIDs = folderRelationships.map { String($0.feedID) }

			// A missing folder must not abort the rest of the relationship sync.
			guard let folder = folderDict[folderName] else {
				continue
			}

			// Move any feeds not in the folder to the account
			for feed in folder.topLevelFeeds {
				if !newsBlurFolderFeedIDs.contains(feed.feedID) {
					folder.removeFeedFromTreeAtTopLevel(feed)
					clearFolderRelationship(for: feed, withFolderName: folder.name ?? "")
					account.addFeedToTreeAtTopLevel(feed)
				}
			}

			// Add any feeds not in the folder
			let folderFeedIds = folder.topLevelFeeds.map { $0.feedID }

			for relationship in folderRelationships {
				let folderFeedID = String(relationship.feedID)
				if !folderFeedIds.contains(folderFeedID) {
					guard let feed = account.existingFeed(withFeedID: folderFeedID) else {
						continue
					}
					saveFolderRelationship(for: feed, withFolderName: folderName, id: relationship.folderName)
					folder.addFeedToTreeAtTopLevel(feed)
				}
			}
		}

		// Handle the account level feeds.  If there isn't the special folder, that means all the feeds are
		// in folders and we need to remove them all from the account level.
		if let folderRelationships = newsBlurFolderDict[" "] {
			let newsBlurFolderFeedIDs = folderRelationships.map { String($0.feedID) }
			for feed in account.topLevelFeeds {
				if !newsBlurFolderFeedIDs.contains(feed.feedID) {
					account.removeFeedFromTreeAtTopLevel(feed)
				}
			}
		} else {
			for feed in account.topLevelFeeds {
				account.removeFeedFromTreeAtTopLevel(feed)
			}
		}

	}

	@MainActor func clearFolderRelationship(for feed: Feed, withFolderName folderName: String) {
		if var folderRelationship = feed.folderRelationship {
			folderRelationship[folderName] = nil
			feed.folderRelationship = folderRelationship
		}
	}

	@MainActor func saveFolderRelationship(for feed: Feed, withFolderName folderName: String, id: String) {
		if var folderRelationship = feed.folderRelationship {
			folderRelationship[folderName] = id
			feed.folderRelationship = folderRelationship
		} else {
			feed.folderRelationship = [folderName: id]
		}
	}

	@MainActor func nameToFolderDictionary(with folders: Set<Folder>?) -> [String: Folder] {
		guard let folders = folders else {
			return [String: Folder]()
		}

		var d = [String: Folder]()
		for folder in folders {
			let name = folder.name ?? ""
			if d[name] == nil {
				d[name] = folder
			}
		}
		return d
	}

	@MainActor func refreshUnreadStories(for account: Account, hashes: [NewsBlurStoryHash]?, updateFetchDate: Date?) async throws {
		guard let hashes = hashes, !hashes.isEmpty else {
			if let lastArticleFetch = updateFetchDate {
				self.accountSettings?.lastArticleFetchStartTime = lastArticleFetch
				self.accountSettings?.lastRefreshCompletedDate = Date()
			}
			return
		}

		let numberOfStories = min(hashes.count, 100) // api limit
		let hashesToFetch = Array(hashes[..<numberOfStories])

		defer {
			refreshProgress.completeTask()
			Self.logger.info("NewsBlur: Finished refreshing stories")
		}

		let (stories, date) = try await caller.retrieveStories(hashes: hashesToFetch)
		await processStories(account: account, stories: stories)
		try await refreshUnreadStories(for: account, hashes: Array(hashes[numberOfStories...]), updateFetchDate: date)
	}

	func mapStoriesToParsedItems(stories: [NewsBlurStory]?) -> Set<ParsedItem> {
		guard let stories else { return Set<ParsedItem>() }

		let parsedItems: [ParsedItem] = stories.map { story in
			let author = Set([ParsedAuthor(name: story.authorName, url: nil, avatarURL: nil, emailAddress: nil)])
			return ParsedItem(syncServiceID: story.storyID, uniqueID: String(story.storyID), feedURL: String(story.feedID), url: story.url, externalURL: nil, title: story.title, language: nil, contentHTML: story.contentHTML, contentText: nil, markdown: nil, summary: nil, imageURL: story.imageURL, bannerImageURL: nil, datePublished: story.datePublished, dateModified: nil, authors: author, tags: Set(story.tags ?? []), attachments: nil)
		}

		return Set(parsedItems)
	}

	func sendStoryStatuses(
		_ statuses: Set<SyncStatus>,
		throttle: Bool,
		apiCall: (Set<String>) async throws -> Void)
	async throws -> Int {
		guard let key = statuses.first?.key else {
			return 0
		}

		var savedError: Error?
		var sentCount = 0

		let storyHashes = statuses.compactMap { $0.articleID }
		let storyHashGroups = storyHashes.chunked(into: throttle ? 1 : 100) // API limit
		for storyHashGroup in storyHashGroups {
			do {
				try await apiCall(Set(storyHashGroup))
				await syncDatabase.deleteSelectedForProcessing(Set(storyHashGroup), key: key)
				sentCount += storyHashGroup.count
			} catch {
				savedError = error
				Self.logger.error("NewsBlur: Story status sync call failed: \(error.localizedDescription)")
				await syncDatabase.resetSelectedForProcessing(Set(storyHashGroup), key: key)
			}
		}

		if let savedError {
			throw savedError
		}
		return sentCount
	}

	func syncStoryReadState(account: Account, hashes: Set<NewsBlurStoryHash>?) async -> Int {
		guard let hashes else {
			return 0
		}

		guard let pendingStoryHashes = await syncDatabase.selectPendingReadStatusArticleIDs() else {
			return 0
		}

		let newsBlurUnreadStoryHashes = Set(hashes.map { $0.hash })
		let currentUnreadArticleIDs = await account.fetchUnreadArticleIDsAsync()

		// Skip articles with pending local changes in both directions — the pending send is the truth.

		// Mark articles as unread
		let deltaUnreadArticleIDs = newsBlurUnreadStoryHashes.subtracting(currentUnreadArticleIDs).subtracting(pendingStoryHashes)
		let markedUnread = await account.markAsUnreadAsync(articleIDs: deltaUnreadArticleIDs)

		// Mark articles as read
		let deltaReadArticleIDs = currentUnreadArticleIDs.subtracting(newsBlurUnreadStoryHashes).subtracting(pendingStoryHashes)
		let markedRead = await account.markAsReadAsync(articleIDs: deltaReadArticleIDs)

		return markedUnread.count + markedRead.count
	}

	func syncStoryStarredState(account: Account, hashes: Set<NewsBlurStoryHash>?) async -> Int {
		guard let hashes else {
			return 0
		}
		guard let pendingStoryHashes = await syncDatabase.selectPendingStarredStatusArticleIDs() else {
			return 0
		}

		let newsBlurStarredStoryHashes = Set(hashes.map { $0.hash })
		let currentStarredArticleIDs = await account.fetchStarredArticleIDsAsync()

		// Skip articles with pending local changes in both directions — the pending send is the truth.

		// Mark articles as starred
		let deltaStarredArticleIDs = newsBlurStarredStoryHashes.subtracting(currentStarredArticleIDs).subtracting(pendingStoryHashes)
		let markedStarred = await account.markAsStarredAsync(articleIDs: deltaStarredArticleIDs)

		// Mark articles as unstarred
		let deltaUnstarredArticleIDs = currentStarredArticleIDs.subtracting(newsBlurStarredStoryHashes).subtracting(pendingStoryHashes)
		let markedUnstarred = await account.markAsUnstarredAsync(articleIDs: deltaUnstarredArticleIDs)

		return markedStarred.count + markedUnstarred.count
	}

	@MainActor func createFeed(account: Account, newsBlurFeed: NewsBlurFeed, name: String?, container: Container) async throws -> Feed {
		let feed = account.createFeed(with: newsBlurFeed.name, url: newsBlurFeed.feedURL, feedID: String(newsBlurFeed.feedID), homePageURL: newsBlurFeed.homePageURL)
		feed.externalID = String(feed.feedID)
		feed.faviconURL = feed.faviconURL

		try await account.addFeed(feed, container: container)
		if let name {
			try await account.renameFeed(feed, name: name)
		}
		Task {
			try? await initialFeedDownload(account: account, feed: feed)
		}

		return feed
	}

	func downloadFeed(account: Account, feed: Feed, page: Int) async throws {
		refreshProgress.addTask()
		defer {
			refreshProgress.completeTask()
		}

		let (stories, _) = try await account.logRefreshPage(kind: .refreshArticles, message: { "\($0.0?.count ?? 0) articles" }, { try await caller.retrieveStories(feedID: feed.feedID, page: page) })
		guard let stories, stories.count > 0 else {
			return
		}

		let since: Date? = Calendar.current.date(byAdding: .month, value: -3, to: Date())

		let hasStories = await processStories(account: account, stories: stories, since: since)
		if hasStories {
			try await downloadFeed(account: account, feed: feed, page: page + 1)
		}
	}

	func initialFeedDownload(account: Account, feed: Feed) async throws {
		refreshProgress.addTask()
		defer {
			refreshProgress.completeTask()
		}

		// Download the initial articles
		try await account.logActivity(kind: .refreshArticles, detail: feed.nameForDisplay) {
			try await downloadFeed(account: account, feed: feed, page: 1)
		}
		try await refreshArticleStatus()
		try await refreshMissingStories(for: account)
	}

	@MainActor func deleteFeed(for account: Account, with feed: Feed, from container: Container?) async throws {
		// This error should never happen
		guard let feedID = feed.externalID else {
			throw AccountError.invalidParameter
		}

		refreshProgress.addTask()
		defer {
			refreshProgress.completeTask()
		}

		let folderName = (container as? Folder)?.name

		do {
			try await caller.deleteFeed(feedID: feedID, folder: folderName)

			account.clearFeedSettings(feed)
			account.removeAllInstancesOfFeedFromTreeAtAllLevels(feed)
		} catch {
			throw AccountError.wrapped(error, account)
		}
	}
}
