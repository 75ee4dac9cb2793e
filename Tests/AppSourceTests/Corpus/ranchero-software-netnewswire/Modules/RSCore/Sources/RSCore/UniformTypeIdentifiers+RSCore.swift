//
//  UniformTypeIdentifiers+Extras.swift
//  NetNewsWire
//
//  Created by Brent Simmons on 11/3/24.
//  Copyright © 2024 Ranchero Software. All rights reserved.
//

import UniformTypeIdentifiers

public extension UTType {

	static let opml = UTType("org.opml.opml")!
}
