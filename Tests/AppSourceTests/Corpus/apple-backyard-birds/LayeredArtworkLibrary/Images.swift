/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
A convenience extensionto create floor images.
*/

import SwiftUI

public extension Image {
    static let floor = Image(.floor1).resizable()
}
