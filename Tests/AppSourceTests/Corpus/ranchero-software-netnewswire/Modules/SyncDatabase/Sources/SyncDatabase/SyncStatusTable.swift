//
//  SyncStatusTable.swift
//  NetNewsWire
//
//  Created by Maurice Parker on 5/14/19.
//  Copyright © 2019 Ranchero Software. All rights reserved.
//

import Foundation
import Articles
import RSDatabase
import RSDatabaseObjC

struct SyncStatusTable {
	static let name = "syncStatus"

	// Selects first, then marks just the rows being returned. Marking every row would flag rows
	// past the limit as in-flight, and `deleteSelectedForProcessing` with a nil key would then
	// delete a queued status that was never sent.
	static func selectForProcessing(limit: Int?, database: FMDatabase) -> Set<SyncStatus>? {
		database.beginTransaction()

		let selectSQL = {
			var sql = "select * from \(name)"
			if let limit {
				sql = "\(sql) limit \(limit)"
			}
			return sql
		}()

		guard let resultSet = database.executeQuery(selectSQL, withArgumentsIn: nil) else {
			database.rollback()
			return nil
		}

		let statuses = resultSet.mapToSet(statusWithRow)
		guard !statuses.isEmpty else {
			database.commit()
			return statuses
		}

		// An articleID can have both a read row and a starred row, so match on the pair.
		var parameters = [AnyObject]()
		let conditions = statuses.map { status -> String in
			parameters.append(status.articleID as AnyObject)
			parameters.append(status.key.rawValue as AnyObject)
			return "(articleID = ? and key = ?)"
		}

		let updateSQL = "update \(name) set selected = true where \(conditions.joined(separator: " or "))"
		guard database.executeUpdate(updateSQL, withArgumentsIn: parameters) else {
			database.rollback()
			return nil
		}

		database.commit()

		return Set(statuses.map { SyncStatus(articleID: $0.articleID, key: $0.key, flag: $0.flag, selected: true) })
	}

	static func selectPendingCount(database: FMDatabase) -> Int? {
		let sql = "select count(*) from \(name)"
		guard let resultSet = database.executeQuery(sql, withArgumentsIn: nil) else {
			return nil
		}

		let count = resultSet.intWithCountResult()
		return count
	}

	static func selectPendingReadStatusArticleIDs(database: FMDatabase) -> Set<String>? {
		selectPendingArticleIDs(.read, database: database)
	}

	static func selectPendingStarredStatusArticleIDs(database: FMDatabase) -> Set<String>? {
		selectPendingArticleIDs(.starred, database: database)
	}

	static func resetAllSelectedForProcessing(database: FMDatabase) {
		let updateSQL = "update \(name) set selected = false"
		database.executeUpdateInTransaction(updateSQL)
	}

	// An articleID can have both a read row and a starred row queued. Callers that send
	// one status kind at a time must pass `key` so they don’t touch the other kind’s rows.

	static func resetSelectedForProcessing(_ articleIDs: Set<String>, key: SyncStatus.Key?, database: FMDatabase) {
		guard !articleIDs.isEmpty else {
			return
		}

		var parameters = articleIDs.map { $0 as AnyObject }
		let placeholders = NSString.rs_SQLValueList(withPlaceholders: UInt(articleIDs.count))!
		var updateSQL = "update \(name) set selected = false where articleID in \(placeholders)"
		if let key {
			updateSQL += " and key = ?"
			parameters.append(key.rawValue as AnyObject)
		}
		database.executeUpdateInTransaction(updateSQL, withArgumentsIn: parameters)
	}

	static func deleteSelectedForProcessing(_ articleIDs: Set<String>, key: SyncStatus.Key?, database: FMDatabase) {
		guard !articleIDs.isEmpty else {
			return
		}

		var parameters = articleIDs.map { $0 as AnyObject }
		let placeholders = NSString.rs_SQLValueList(withPlaceholders: UInt(articleIDs.count))!
		var deleteSQL = "delete from \(name) where selected = true and articleID in \(placeholders)"
		if let key {
			deleteSQL += " and key = ?"
			parameters.append(key.rawValue as AnyObject)
		}
		database.executeUpdateInTransaction(deleteSQL, withArgumentsIn: parameters)
	}

	static func insertStatuses(_ statuses: Set<SyncStatus>, database: FMDatabase) {
		database.beginTransaction()

		let statusArray = statuses.map { $0.databaseDictionary() }
		database.insertRows(statusArray, insertType: .orReplace, tableName: name)

		database.commit()
	}
}

private extension SyncStatusTable {

	static func statusWithRow(_ row: FMResultSet) -> SyncStatus? {
		guard let articleID = row.swiftString(forColumn: DatabaseKey.articleID),
			let rawKey = row.swiftString(forColumn: DatabaseKey.key),
			let key = SyncStatus.Key(rawValue: rawKey) else {
				return nil
		}

		let flag = row.bool(forColumn: DatabaseKey.flag)
		let selected = row.bool(forColumn: DatabaseKey.selected)

		return SyncStatus(articleID: articleID, key: key, flag: flag, selected: selected)
	}

	// Includes rows that are selected — a send in flight hasn’t been confirmed by the server yet,
	// and skipping those let a concurrent refresh revert the change the send was carrying.
	// <https://github.com/Ranchero-Software/NetNewsWire/issues/4280>
	static func selectPendingArticleIDs(_ statusKey: ArticleStatus.Key, database: FMDatabase) -> Set<String>? {
		let sql = "select articleID from \(name) where key = \"\(statusKey.rawValue)\";"
		guard let resultSet = database.executeQuery(sql, withArgumentsIn: nil) else {
			return nil
		}

		let articleIDs = resultSet.mapToSet { $0.swiftString(forColumnIndex: 0) }
		return articleIDs
	}
}
