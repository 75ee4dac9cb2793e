// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/

import SwiftUI

extension Color {
    static let actionButton = Color(UIColor(named: "actionButton", in: Bundle.module, compatibleWith: nil)!)
    static let secondOnboardingScreenBackground = Color(UIColor(named: "secondOnboardingScreenBackground", in: Bundle.module, compatibleWith: nil)!)
    static let secondOnboardingScreenBottomButton = Color(UIColor(named: "secondOnboardingScreenBottomButton", in: Bundle.module, compatibleWith: nil)!)
    static let secondOnboardingScreenText = Color(UIColor(named: "secondOnboardingScreenText", in: Bundle.module, compatibleWith: nil)!)
    static let systemBackground = Color(UIColor.systemBackground)
}
