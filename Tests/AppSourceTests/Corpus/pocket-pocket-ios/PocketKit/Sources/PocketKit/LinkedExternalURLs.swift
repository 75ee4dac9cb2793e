// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/.

import Foundation

/// Helper struct to hold all our externally linked URLs in Pocket.
struct LinkedExternalURLS {
    static let CancelingPremium = URL(string: "https://help.getpocket.com/article/986-canceling-your-pocket-premium-subscription")!
    static let TermsOfService = URL(string: "https://getpocket.com/en/tos/")!
    static let PrivacyPolicy = URL(string: "https://getpocket.com/en/privacy/")!
    static let Help = URL(string: "https://help.getpocket.com")!
    static let OpenSourceNotices = URL(string: "https://getpocket.com/opensource_licenses_ios")!
    static let ExitSurvey = URL(string: "https://survey.alchemer.com/s3/7169338/Pocket-exit-survey")!
}
