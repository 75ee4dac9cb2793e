// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/

import SwiftUI

public extension Font {
    static let body16Bold = Font.system(size: 16).bold()
    static let body16 = Font.system(size: 16)
    static let title20 = Font.system(size: 20)
    static let title28Bold = Font.system(size: 28).bold()
}
