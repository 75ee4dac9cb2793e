//
//  Notification+Name.swift
//  Pocket-Explorer
//
//  Created by Roxana Bucura on 14.02.20.
//  Copyright © 2020 RB. All rights reserved.
//

import Foundation

extension Notification.Name {
    static let reloadProfile = Notification.Name(Bundle.main.bundleIdentifier! + ".reload.profile")
}
