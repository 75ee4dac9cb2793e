//
//  ActivityType.swift
//  NetNewsWire-iOS
//
//  Created by Maurice Parker on 8/24/19.
//  Copyright © 2019 Ranchero Software. All rights reserved.
//

import Foundation

enum ActivityType: String {
	case restoration = "Restoration"
	case selectFeed = "SelectFeed"
	case nextUnread = "NextUnread"
	case readArticle = "ReadArticle"
	case addFeedIntent = "AddFeedIntent"
}
