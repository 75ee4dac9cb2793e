/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
A convenience extension to `Image`.
*/

import SwiftUI

public extension Image {
    static let fountain = Image(.fountain)
    static let fountainFill = Image(.fountainFill)
}
