// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Account",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Account", type: .dynamic, targets: ["Account"]),
    ],
    dependencies: [
        .package(path: "../Shared"),
    ],
    targets: [
        .target(name: "Account", dependencies: ["Shared"]),
    ]
)
