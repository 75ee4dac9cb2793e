//
//  File.swift
//  
//
//  Created by Maurice Parker on 9/22/22.
//

import Foundation

public struct CloudKitWebDocumentation {
	public static let limitationsAndSolutionsText = NSLocalizedString("How to Optimize iCloud Syncing", comment: "Help link")
	public static let limitationsAndSolutionsURL = URL(string: "https://netnewswire.com/help/optimize-icloud.html")!
}
