//
//  File.swift
//  Account
//
//  Created by Brent Simmons on 10/2/25.
//

import Foundation
import RSCore
import os

struct Feedbin {
	// Convention with this logger is to put "Feedbin: " at the beginning of each message.
	static let logger = Logger(subsystem: Logger.nnwSubsystem, category: "Feedbin")
}
