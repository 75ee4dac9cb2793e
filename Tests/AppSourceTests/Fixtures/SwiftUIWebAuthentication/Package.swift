// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Capture",
    platforms: [.iOS("16.4")],
    targets: [.target(name: "Capture", path: "Sources/Capture")]
)
