//
//  TopLevelRepresentedObject.swift
//  RSTree
//
//  Created by Brent Simmons on 8/10/16.
//  Copyright © 2016 Ranchero Software, LLC. All rights reserved.
//

import Foundation

// Handy to use as the represented object for a root node. Not required to use it, though.

final class TopLevelRepresentedObject {

}
