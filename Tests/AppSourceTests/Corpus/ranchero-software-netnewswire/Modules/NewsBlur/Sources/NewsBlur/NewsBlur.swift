//
//  NewsBlur.swift
//  Account
//
//  Created by Brent Simmons on 10/2/25.
//

import Foundation
import RSCore
import os

public struct NewsBlur {
	// Convention with this logger is to put "NewsBlur: " at the beginning of each message.
	public static let logger = Logger(subsystem: Logger.nnwSubsystem, category: "NewsBlur")
}
