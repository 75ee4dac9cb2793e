//
//  ParsedHub.swift
//  RSParser
//
//  Created by Brent Simmons on 6/20/17.
//  Copyright © 2017 Ranchero Software, LLC. All rights reserved.
//

import Foundation

public struct ParsedHub: Hashable, Sendable {
	public let type: String
	public let url: String
}
