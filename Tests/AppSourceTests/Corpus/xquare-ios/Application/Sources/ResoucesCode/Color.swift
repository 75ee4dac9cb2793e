import SwiftUI

extension Color {

    // Onboarding
    static let onboardingDms = Color("Onboarding-DMS-Color")
    static let onboardingDnms = Color("Onboarding-DNMS-Color")
    static let onboardingDdyzd = Color("Onboarding-DDYZD-Color")
    static let onboardingPick = Color("Onboarding-Pick-Color")
    static let onboardingXquare = Color("Onboarding-Xquare-Color")

    static let entireTabTopMenuBackgroundColor = Color("EntireTabTopMenuBackground")
    static let entireTabTopMenuTextColor = Color("EntireTabTopMenuText")

    // Github Ranking
    static let firstRank = Color("FirstRank")
    static let secondRank = Color("SecondRank")
    static let thirdRank = Color("ThirdRank")

}
