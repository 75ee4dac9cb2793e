//
//  Logging.swift
//  RSDatabase
//
//  Created by Brent Simmons on 8/2/26.
//

import Foundation

// Matches Logger.nnwSubsystem in RSCore, which RSDatabase doesn’t depend on.
let logSubsystem = "com.ranchero.NetNewsWire"
