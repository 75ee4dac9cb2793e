//
//  https://mczachurski.dev
//  Copyright © 2023 Marcin Czachurski and the repository contributors.
//  Licensed under the Apache License 2.0.
//

import SwiftUI

public enum TintColor: Int {
    case accentColor1 = 1
    case accentColor2 = 2
    case accentColor3 = 3
    case accentColor4 = 4
    case accentColor5 = 5
    case accentColor6 = 6
    case accentColor7 = 7
    case accentColor8 = 8
    case accentColor9 = 9
    case accentColor10 = 10
}
