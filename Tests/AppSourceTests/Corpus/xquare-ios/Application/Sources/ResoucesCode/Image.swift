import SwiftUI

extension Image {

    static let logo = Image("Logo")

    // default
    static let defaultBugImage = Image("DefaultBugImage")

    // Onboarding
    static let onboardingDms = Image("Onboarding-DMS")
    static let onboardingDnms = Image("Onboarding-DNMS")
    static let onboardingDdyzd = Image("Onboarding-DDYZD")
    static let onboardingPick = Image("Onboarding-Pick")
    static let onboardingXquare = Image("Onboarding-Xquare")

    // Icon
    static let camera = Image("Camera")
    static let application = Image("Application")
    static let bell = Image("Bell")
    static let bellWithBadge = Image("Bell.badge")
    static let calendar = Image("Calendar")
    static let entire = Image("Entire")
    static let feed = Image("Feed")
    static let home = Image("Home")
    static let settingIcon = Image("Setting")
    static let thumbUpIcon = Image("ThumbUp")
    static let thumbUpNotiIcon = Image("ThumbUpNoti")
    static let thumbDownNotiIcon = Image("ThumbDownNoti")
    static let userIcon = Image("User")
    static let viewMoreIcon = Image("ViewMore")
    static let warningTriangleIcon = Image("WarningTriangle")
    static let moreIcon = Image("More")
    static let pencilIcon = Image("Pencil")
    static let crown = Image("Crown")

}
