/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The fountain variants.
*/

import Foundation

public enum FountainVariant: String, CaseIterable, Codable {
    case terracotta = "Terracotta"
    case stone = "Stone"
    case marble = "Marble"
}
