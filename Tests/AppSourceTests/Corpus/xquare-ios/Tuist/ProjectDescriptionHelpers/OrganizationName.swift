import ProjectDescription

public let xquareOrganizationName: String = "com.xquare"
