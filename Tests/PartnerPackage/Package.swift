// swift-tools-version:6.0
import PackageDescription

// A partner's Swift package using the kit in its own tests, as docs/SWIFT-TESTS.md shows. `.ci/run` builds
// and tests it (`swift test --package-path Tests/PartnerPackage`). A partner writes
// `.package(url: "https://…/hp-conformance.git", from: "0.1.0")` where this says `path: "../.."`.
let package = Package(
    name: "PartnerPackage",
    // The kit's products need macOS 15 (Synchronization's Mutex and Atomic); Linux has no minimum.
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "HumanPluginConformance", path: "../..")],
    targets: [
        // The partner's back-end (here it wraps the kit's example back-end, standing in for a Vapor or Hummingbird app).
        .target(name: "PartnerBackend", dependencies: [.product(name: "ExampleBackend", package: "HumanPluginConformance")]),
        .testTarget(name: "PartnerConformanceTests", dependencies: [
            "PartnerBackend", .product(name: "ConformanceTesting", package: "HumanPluginConformance"),
        ]),
    ]
)
