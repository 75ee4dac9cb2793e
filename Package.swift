// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "HumanPluginConformance",
    // Synchronization's Mutex and Atomic need macOS 15; Linux has no minimum.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "HumanPluginConformance", targets: ["HumanPluginConformance"]),
        .library(name: "ConformanceTesting", targets: ["ConformanceTesting"]),
        .library(name: "ExampleBackend", targets: ["ExampleBackend"]),
        .library(name: "ConformanceCLI", targets: ["ConformanceCLI"]),
        .executable(name: "hp-conformance", targets: ["hp-conformance"]),
        .executable(name: "example-backend", targets: ["example-backend"]),
    ],
    targets: [
        // specs/ compiled into the library at build time (Plugins/EmbedSpecs runs Sources/specs-embed).
        .executableTarget(name: "specs-embed"),
        .plugin(name: "EmbedSpecs", capability: .buildTool(), dependencies: ["specs-embed"]),
        // Layers, bottom up; each target imports only those listed before it (docs/MAINTAINERS.md, "Layout").
        .target(name: "ConformanceBasics"),
        .target(name: "HTTP1Codec", dependencies: ["ConformanceBasics"]),
        .target(name: "HTTPTransport", dependencies: ["ConformanceBasics", "HTTP1Codec"]),
        .target(name: "HumanPluginConformance", dependencies: ["ConformanceBasics", "HTTP1Codec", "HTTPTransport"], plugins: ["EmbedSpecs"]),
        .target(name: "ExampleBackend", dependencies: ["HumanPluginConformance"]),
        // Starting a back-end for a run and the console it reports to: shared by the CLI and ConformanceTesting.
        .target(name: "BackendLaunch", dependencies: ["HumanPluginConformance", "ExampleBackend"]),
        .target(name: "ConformanceCLI", dependencies: ["BackendLaunch", "HumanPluginConformance", "ExampleBackend"]),
        // The kit in a partner's own Swift tests (see docs/SWIFT-TESTS.md).
        .target(name: "ConformanceTesting", dependencies: ["BackendLaunch", "HumanPluginConformance", "ExampleBackend"]),
        .executableTarget(name: "hp-conformance", dependencies: ["ConformanceCLI"]),
        .executableTarget(name: "example-backend", dependencies: ["ExampleBackend"]),
        .testTarget(
            name: "HumanPluginConformanceTests",
            dependencies: [
                "ConformanceBasics", "HTTP1Codec", "HTTPTransport", "BackendLaunch",
                "HumanPluginConformance", "ExampleBackend", "ConformanceCLI", "ConformanceTesting",
            ],
            exclude: ["Report/Fixtures", "Interop/Clients", "AppProject/Fixtures", "Release/Fixtures"]),
        .testTarget(name: "ConformanceSuite", dependencies: ["HumanPluginConformance", "ConformanceTesting"]),
        .testTarget(name: "EndToEndTests", dependencies: ["HumanPluginConformance"], exclude: ["Fixtures"]),
    ]
)
