// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "HumanPluginConformance",
    products: [
        .library(name: "HumanPluginConformance", targets: ["HumanPluginConformance"]),
        .library(name: "ExampleBackend", targets: ["ExampleBackend"]),
        .library(name: "ConformanceCLI", targets: ["ConformanceCLI"]),
        .executable(name: "hp-conformance", targets: ["hp-conformance"]),
        .executable(name: "example-backend", targets: ["example-backend"]),
    ],
    targets: [
        .target(name: "HumanPluginConformance"),
        .target(name: "ExampleBackend", dependencies: ["HumanPluginConformance"]),
        .target(name: "ConformanceCLI", dependencies: ["HumanPluginConformance", "ExampleBackend"]),
        .executableTarget(name: "hp-conformance", dependencies: ["ConformanceCLI"]),
        .executableTarget(name: "example-backend", dependencies: ["ExampleBackend"]),
        .testTarget(
            name: "HumanPluginConformanceTests",
            dependencies: ["HumanPluginConformance", "ExampleBackend", "ConformanceCLI"],
            exclude: ["Report/Fixtures", "Interop/Clients", "AppProject/Fixtures"]),
        .testTarget(name: "ConformanceSuite", dependencies: ["HumanPluginConformance", "ExampleBackend", "ConformanceCLI"]),
        .testTarget(name: "EndToEndTests", dependencies: ["HumanPluginConformance"], exclude: ["Fixtures"]),
    ]
)
