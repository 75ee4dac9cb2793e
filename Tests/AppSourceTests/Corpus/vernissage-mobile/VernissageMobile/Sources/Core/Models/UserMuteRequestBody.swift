//
//  https://mczachurski.dev
//  Copyright © 2026 Marcin Czachurski and the repository contributors.
//  Licensed under the Apache License 2.0.
//

import SwiftUI

struct UserMuteRequestBody: Encodable {
    let muteStatuses: Bool
    let muteReblogs: Bool
    let muteNotifications: Bool
    let removeStatusesFromTimeline: Bool
    let removeReblogsFromTimeline: Bool
    let muteEnd: String?
}
