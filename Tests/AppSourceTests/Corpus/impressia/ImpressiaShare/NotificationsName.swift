//
//  https://mczachurski.dev
//  Copyright © 2023 Marcin Czachurski and the repository contributors.
//  Licensed under the Apache License 2.0.
//

import Foundation

public enum NotificationsName {
    public static let shareSheetClose = NSNotification.Name("shareSheetClose")
}
