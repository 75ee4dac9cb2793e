// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "CaptureApp",
    platforms: [.iOS(.v15)],
    targets: [.target(name: "CaptureApp", path: "Sources/CaptureApp")]
)
