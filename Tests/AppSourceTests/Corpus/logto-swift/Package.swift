// swift-tools-version:5.5
// The swift-tools-version declares the minimum version of Swift required to build this package.

import PackageDescription

let package = Package(
    name: "LogtoSDK",
    platforms: [.iOS(.v13), .macOS(.v10_15), .watchOS(.v5)],
    products: [
        // Products define the executables and libraries a package produces, and make them visible to other packages.
        .library(
            name: "Logto",
            targets: ["Logto"]
        ),
        .library(
            name: "LogtoClient",
            targets: ["LogtoClient"]
        ),
    ],
    dependencies: [
        // Dependencies declare other packages that this package depends on.
        // .package(url: /* package url */, from: "1.0.0"),
        .package(url: "https://github.com/airsidemobile/JOSESwift.git", from: "3.0.0"),
        .package(url: "https://github.com/kishikawakatsumi/KeychainAccess.git", from: "4.2.2"),
    ],
    targets: [
        // Targets are the basic building blocks of a package. A target can define a module or a test suite.
        // Targets can depend on other targets in this package, and on products in packages this package depends on.
        .target(
            name: "Logto",
            dependencies: ["JOSESwift"]
        ),
        .target(
            name: "LogtoMock",
            dependencies: ["Logto"],
            path: "Tests/LogtoMock"
        ),
        .testTarget(
            name: "LogtoTests",
            dependencies: ["Logto", "LogtoMock"]
        ),
        .target(
            name: "LogtoClient",
            dependencies: ["Logto", "KeychainAccess"]
        ),
        .testTarget(
            name: "LogtoClientTests",
            dependencies: ["LogtoClient", "LogtoMock"]
        ),
    ]
)
