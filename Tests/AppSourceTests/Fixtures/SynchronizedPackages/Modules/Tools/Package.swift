// swift-tools-version:5.9
import PackageDescription

// A maintainer's tool kept next to the app's packages; the app uses none of its products.
let package = Package(
    name: "Tools",
    products: [.executable(name: "release-tool", targets: ["Tools"])],
    targets: [.executableTarget(name: "Tools")]
)
