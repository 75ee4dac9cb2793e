//
//  https://mczachurski.dev
//  Copyright © 2023 Marcin Czachurski and the repository contributors.
//  Licensed under the Apache License 2.0.
//

import Foundation

public enum MenuPosition: Int {
    case top = 1
    case bottomRight = 2
    case bottomLeft = 3
}
