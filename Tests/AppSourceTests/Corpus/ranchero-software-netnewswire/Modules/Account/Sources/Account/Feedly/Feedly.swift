//
//  Feedly.swift
//  Account
//
//  Created by Brent Simmons on 10/2/25.
//

import Foundation
import RSCore
import os

struct Feedly: Sendable {
	static let logger = Logger(subsystem: Logger.nnwSubsystem, category: "Feedly")
}
