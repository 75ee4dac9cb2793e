/* This Source Code Form is subject to the terms of the Mozilla Public
 * License, v. 2.0. If a copy of the MPL was not distributed with this
 * file, You can obtain one at http://mozilla.org/MPL/2.0/. */

import UIKit

public extension UIFont {

    static let footnote12 = UIFont.systemFont(ofSize: 12)
    static let footnote12Semibold = UIFont.systemFont(ofSize: 12, weight: .semibold)
    static let footnote14 = UIFont.systemFont(ofSize: 14)
    static let footnote14Bold = UIFont.systemFont(ofSize: 14, weight: .bold)
    static let footnote14Medium = UIFont.systemFont(ofSize: 14, weight: .medium)
    static let footnote14Light = UIFont.systemFont(ofSize: 14, weight: .light)

    static let body15 = UIFont.systemFont(ofSize: 15)
    static let body16 = UIFont.systemFont(ofSize: 16)
    static let body16Medium = UIFont.systemFont(ofSize: 16, weight: .medium)
    static let body16Bold = UIFont.systemFont(ofSize: 16, weight: .bold)
    static let body17 = UIFont.systemFont(ofSize: 17)
    static let body17Medium = UIFont.systemFont(ofSize: 17, weight: .medium)
    static let body18 = UIFont.systemFont(ofSize: 18)
    static let body18Medium = UIFont.systemFont(ofSize: 18, weight: .medium)
    static let body18Bold = UIFont.systemFont(ofSize: 18, weight: .bold)

    static let title20 = UIFont.systemFont(ofSize: 20)
    static let title20Bold = UIFont.systemFont(ofSize: 20, weight: .bold)

}
