// swift-tools-version:6.0

import PackageDescription

let webAuthPlatforms: [Platform] = [.iOS, .macOS, .macCatalyst, .visionOS]
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .define("WEB_AUTH_PLATFORM", .when(platforms: webAuthPlatforms)),
    .define("PASSKEYS_PLATFORM", .when(platforms: webAuthPlatforms))
]

let testSwiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v5),
    .define("WEB_AUTH_PLATFORM", .when(platforms: webAuthPlatforms)),
    .define("PASSKEYS_PLATFORM", .when(platforms: webAuthPlatforms))
]

let package = Package(
    name: "Auth0",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [.library(name: "Auth0", targets: ["Auth0"])],
    dependencies: [
        .package(url: "https://github.com/auth0/SimpleKeychain.git", exact:"1.3.0"),
        .package(url: "https://github.com/auth0/JWTDecode.swift.git", exact:"4.0.0"),
        .package(url: "https://github.com/Quick/Quick.git", .upToNextMajor(from: "7.0.0")),
        .package(url: "https://github.com/Quick/Nimble.git", .upToNextMajor(from: "13.0.0"))
    ],
    targets: [
        .target(
            name: "Auth0",
            dependencies: [
                .product(name: "SimpleKeychain", package: "SimpleKeychain"),
                .product(name: "JWTDecode", package: "JWTDecode.swift")
            ],
            path: "Auth0",
            exclude: ["Info.plist"],
            resources: [.copy("PrivacyInfo.xcprivacy")],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "Auth0Tests",
            dependencies: [
                "Auth0",
                .product(name: "Quick", package: "Quick"),
                .product(name: "Nimble", package: "Nimble")
            ],
            path: "Auth0Tests",
            exclude: ["Info.plist", "Auth0.plist"],
            swiftSettings: testSwiftSettings)
    ]
)
