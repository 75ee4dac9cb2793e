// swift-tools-version:6.0
import PackageDescription

// The manifest is the map of the kit's layers. Each target imports only the targets it lists, and
// every list names targets above it in this file: data flows one way, from the contract and the
// configuration through the two actors and the run's journal to verdicts, reports and the
// evidence a reviewer checks. docs/MAINTAINERS.md ("Layout") shows this graph, generated from
// this file by scripts/target-graph.py; LayeringTests fails on an import a target does not list.
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
        // specs/ compiled into the model at build time (Plugins/EmbedSpecs runs Sources/specs-embed).
        .executableTarget(name: "specs-embed"),
        .plugin(name: "EmbedSpecs", capability: .buildTool(), dependencies: ["specs-embed"]),

        // Foundations that know nothing of the contract.
        .target(name: "ConformanceBasics"),
        .target(name: "HTTP1Codec", dependencies: ["ConformanceBasics"]),
        .target(name: "HTTPTransport", dependencies: ["ConformanceBasics", "HTTP1Codec"]),

        // The shared model: the contract and its check catalogue, the configuration, the journal and
        // the records the checks read, verdicts and run results, the kit's errors, redaction.
        .target(name: "ConformanceModel", dependencies: ["ConformanceBasics", "HTTP1Codec", "HTTPTransport"], plugins: ["EmbedSpecs"]),

        // The two actors: the stand-in Human Plugin, and the app with its browser session (and adapters).
        .target(name: "StandInHumanPlugin", dependencies: ["ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel"]),
        .target(name: "AppDriving", dependencies: ["ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel"]),

        // The iOS project reader behind app-check: Swift lexer, plists, Xcode projects, package manifests.
        .target(name: "AppSource", dependencies: ["ConformanceBasics", "ConformanceModel"]),

        // Judging: every check over a run's evidence (the back-end's journal, the app project's reading).
        .target(name: "ConformanceChecks", dependencies: ["ConformanceBasics", "HTTP1Codec", "ConformanceModel", "AppSource"]),

        // The reports of a run: JUnit, JSON, HTML, Markdown, SARIF, the attestation, the atomic writer.
        .target(name: "ConformanceReports", dependencies: ["ConformanceBasics", "HTTP1Codec", "ConformanceModel", "ConformanceChecks"]),

        // What a reviewer checks: report directories read back, verify, diff, re-judging.
        .target(
            name: "CertificationEvidence",
            dependencies: ["ConformanceBasics", "HTTP1Codec", "ConformanceModel", "ConformanceChecks", "ConformanceReports"]),

        // The run: the scenarios played through both actors, judged, and bounded as the reports hold them.
        .target(
            name: "ConformanceRun",
            dependencies: [
                "ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel", "StandInHumanPlugin", "AppDriving",
                "AppSource", "ConformanceChecks", "ConformanceReports", "CertificationEvidence",
            ]),

        // The umbrella partners import: every layer above, re-exported (Layers.swift).
        .target(
            name: "HumanPluginConformance",
            dependencies: [
                "ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel", "StandInHumanPlugin", "AppDriving",
                "AppSource", "ConformanceChecks", "ConformanceReports", "CertificationEvidence", "ConformanceRun",
            ]),

        // A correct integrator back-end with switchable faults.
        .target(name: "ExampleBackend", dependencies: ["HumanPluginConformance"]),
        // Starting a back-end for a run and the console it reports to: shared by the CLI and ConformanceTesting.
        .target(name: "BackendLaunch", dependencies: ["HumanPluginConformance", "ExampleBackend"]),
        .target(name: "ConformanceCLI", dependencies: ["BackendLaunch", "HumanPluginConformance", "ExampleBackend"]),
        // The kit in a partner's own Swift tests (see docs/SWIFT-TESTS.md).
        .target(name: "ConformanceTesting", dependencies: ["BackendLaunch", "HumanPluginConformance", "ExampleBackend"]),
        .executableTarget(name: "hp-conformance", dependencies: ["ConformanceCLI"]),
        .executableTarget(name: "example-backend", dependencies: ["HumanPluginConformance", "ExampleBackend"]),

        .testTarget(
            name: "HumanPluginConformanceTests",
            dependencies: [
                "ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel", "StandInHumanPlugin", "AppDriving",
                "AppSource", "ConformanceChecks", "ConformanceReports", "CertificationEvidence", "ConformanceRun",
                "HumanPluginConformance", "BackendLaunch", "ExampleBackend", "ConformanceCLI", "ConformanceTesting",
            ],
            exclude: ["Report/Fixtures", "Interop/Clients", "AppProject/Fixtures", "AppProject/Corpus", "Release/Fixtures"]),
        .testTarget(name: "ConformanceSuite", dependencies: ["HumanPluginConformance", "ConformanceTesting"]),
        .testTarget(name: "EndToEndTests", dependencies: ["HumanPluginConformance"], exclude: ["Fixtures"]),
    ]
)
