//
//  Constants.swift
//  SyncDatabase
//
//  Created by Maurice Parker on 5/14/19.
//  Copyright © 2019 Ranchero Software. All rights reserved.
//

struct DatabaseKey {
	// Sync Status
	static let articleID = "articleID"
	static let key = "key"
	static let flag = "flag"
	static let selected = "selected"
}
