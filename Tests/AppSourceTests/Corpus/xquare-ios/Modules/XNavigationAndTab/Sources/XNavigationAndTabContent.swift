import SwiftUI

public protocol XNavigationAndTabContent {
    var tabInformation: TabInformation { get }
}
