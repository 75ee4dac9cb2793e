// swift-tools-version:6.0
import PackageDescription

// The manifest is the map of the kit's layers. Each target imports only the targets it lists, and
// every list names targets above it in this file: data flows one way, from the contract and the
// configuration through the two actors and the run's journal to verdicts, reports and the
// evidence a reviewer checks. docs/ARCHITECTURE.md shows this graph, generated from this file by
// LayeringTests, which fails on an import a target does not list and on a listed target never imported.
// Each layer has its test target (Tests/<Layer>Tests), after the support targets the tests share.
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
        .target(name: "ConformanceModel", dependencies: ["ConformanceBasics", "HTTP1Codec"], plugins: ["EmbedSpecs"]),

        // The two actors: the stand-in Human Plugin, and the app with its browser session (and adapters).
        .target(name: "StandInHumanPlugin", dependencies: ["ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel"]),
        .target(name: "AppDriving", dependencies: ["ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel"]),

        // The iOS project reader behind app-check: Swift lexer, plists, Xcode projects, package manifests.
        .target(name: "AppSource", dependencies: ["ConformanceBasics", "ConformanceModel"]),

        // Judging: every check over a run's evidence (the back-end's journal, the app project's reading).
        .target(name: "ConformanceChecks", dependencies: ["ConformanceBasics", "ConformanceModel", "AppSource"]),

        // The reports of a run: JUnit, JSON, HTML, Markdown, SARIF, the attestation, the atomic writer, and
        // how each verdict is judged again from the recorded evidence (Rejudge).
        .target(name: "ConformanceReports", dependencies: ["ConformanceBasics", "HTTP1Codec", "ConformanceModel", "ConformanceChecks"]),

        // The run: the scenarios played through both actors, judged, and bounded as the reports hold them.
        .target(
            name: "ConformanceRun",
            dependencies: [
                "ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel", "StandInHumanPlugin", "AppDriving",
                "AppSource", "ConformanceChecks", "ConformanceReports",
            ]),

        // What a reviewer checks afterwards: report directories read back, verify, diff.
        .target(
            name: "CertificationEvidence",
            dependencies: ["ConformanceBasics", "ConformanceModel", "ConformanceChecks", "ConformanceReports"]),

        // The real vendor: its sandbox probed over HTTPS (the system's curl), its answers held against the
        // contract's statements, the drift report a probe writes.
        .target(name: "VendorProbe", dependencies: ["ConformanceBasics", "HTTP1Codec", "ConformanceModel"]),

        // The umbrella partners import: every layer above, re-exported (Layers.swift).
        .target(
            name: "HumanPluginConformance",
            dependencies: [
                "ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel", "StandInHumanPlugin", "AppDriving",
                "AppSource", "ConformanceChecks", "ConformanceReports", "ConformanceRun", "CertificationEvidence",
            ]),

        // A correct integrator back-end with switchable faults.
        .target(name: "ExampleBackend", dependencies: ["ConformanceBasics", "HTTP1Codec", "HTTPTransport"]),
        // Starting a back-end for a run and the console it reports to: shared by the CLI and ConformanceTesting.
        .target(
            name: "BackendLaunch",
            dependencies: [
                "ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel", "AppDriving", "ConformanceRun", "ExampleBackend",
            ]),
        .target(
            name: "ConformanceCLI",
            dependencies: [
                "ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel", "StandInHumanPlugin", "AppDriving", "AppSource",
                "ConformanceChecks", "ConformanceReports", "CertificationEvidence", "ConformanceRun", "VendorProbe", "ExampleBackend",
                "BackendLaunch",
            ]),
        // The kit in a partner's own Swift tests (see docs/SWIFT-TESTS.md).
        .target(
            name: "ConformanceTesting",
            dependencies: [
                "ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel", "AppDriving", "ConformanceChecks",
                "ConformanceReports",
                "ConformanceRun", "ExampleBackend", "BackendLaunch",
            ]),
        .executableTarget(name: "hp-conformance", dependencies: ["ConformanceCLI"]),
        .executableTarget(name: "example-backend", dependencies: ["ConformanceBasics", "ExampleBackend"]),

        // Test support, apart by name as swift-syntax keeps it: paths and tools; hand-built evidence; runs of
        // the example back-end. A test depends on a run only when it plays one.
        .target(
            name: "KitTestSupport",
            dependencies: ["ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel", "StandInHumanPlugin"],
            path: "Tests/KitTestSupport"),
        .target(
            name: "CheckTestSupport",
            dependencies: [
                "ConformanceBasics", "HTTP1Codec", "ConformanceModel", "StandInHumanPlugin", "AppSource", "ConformanceChecks",
                "KitTestSupport",
            ], path: "Tests/CheckTestSupport"),
        .target(
            name: "ExampleRunTestSupport",
            dependencies: [
                "HTTP1Codec", "ConformanceModel", "ConformanceRun", "ExampleBackend", "BackendLaunch", "ConformanceCLI", "KitTestSupport",
            ], path: "Tests/ExampleRunTestSupport"),

        // One test target per layer, in the layers' order (Tests/<Target>/ mirrors Sources/<Layer>/).
        .testTarget(
            name: "ConformanceBasicsTests",
            dependencies: ["ConformanceBasics", "ConformanceModel", "AppDriving", "ConformanceChecks", "KitTestSupport"]),
        .testTarget(
            name: "HTTP1CodecTests",
            dependencies: ["ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel", "StandInHumanPlugin", "KitTestSupport"]),
        .testTarget(name: "HTTPTransportTests", dependencies: ["HTTP1Codec", "HTTPTransport", "KitTestSupport"]),
        .testTarget(
            name: "ConformanceModelTests",
            dependencies: [
                "ConformanceBasics", "HTTP1Codec", "ConformanceModel", "AppDriving", "ConformanceChecks", "ConformanceCLI",
                "KitTestSupport", "CheckTestSupport", "ExampleRunTestSupport",
            ]),
        .testTarget(
            name: "StandInHumanPluginTests",
            dependencies: [
                "ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel", "StandInHumanPlugin", "AppDriving",
                "KitTestSupport",
            ]),
        .testTarget(
            name: "AppDrivingTests",
            dependencies: [
                "ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel", "AppDriving", "ExampleBackend",
                "ConformanceTesting", "KitTestSupport", "ExampleRunTestSupport",
            ]),
        .testTarget(
            name: "AppSourceTests",
            dependencies: [
                "ConformanceBasics", "ConformanceModel", "AppSource", "ConformanceChecks", "ConformanceReports", "ConformanceRun",
                "ConformanceCLI", "KitTestSupport", "CheckTestSupport", "ExampleRunTestSupport",
            ], exclude: ["Fixtures", "Corpus"]),
        .testTarget(
            name: "ConformanceChecksTests",
            dependencies: [
                "ConformanceBasics", "HTTP1Codec", "ConformanceModel", "StandInHumanPlugin", "ConformanceChecks", "ConformanceReports",
                "ConformanceRun", "ExampleBackend", "BackendLaunch", "ConformanceTesting", "KitTestSupport", "CheckTestSupport",
                "ExampleRunTestSupport",
            ]),
        .testTarget(
            name: "ConformanceReportsTests",
            dependencies: [
                "ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel", "AppDriving", "ConformanceReports",
                "ConformanceRun", "BackendLaunch", "KitTestSupport", "ExampleRunTestSupport",
            ], exclude: ["Fixtures"]),
        .testTarget(
            name: "CertificationEvidenceTests",
            dependencies: [
                "ConformanceBasics", "HTTP1Codec", "ConformanceModel", "ConformanceReports", "CertificationEvidence", "ConformanceRun",
                "ExampleBackend", "BackendLaunch", "ConformanceCLI", "KitTestSupport", "CheckTestSupport", "ExampleRunTestSupport",
            ]),
        .testTarget(
            name: "VendorProbeTests",
            dependencies: ["ConformanceBasics", "HTTP1Codec", "ConformanceModel", "VendorProbe"]),
        .testTarget(
            name: "ConformanceRunTests",
            dependencies: [
                "ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel", "ConformanceReports", "ConformanceRun",
                "ExampleBackend", "BackendLaunch", "ConformanceCLI", "KitTestSupport", "ExampleRunTestSupport",
            ]),
        .testTarget(
            name: "ExampleBackendTests",
            dependencies: ["HTTP1Codec", "HTTPTransport", "ExampleBackend", "ConformanceCLI", "KitTestSupport", "ExampleRunTestSupport"]),
        .testTarget(
            name: "BackendLaunchTests",
            dependencies: ["ConformanceBasics", "HTTP1Codec", "HTTPTransport", "ConformanceModel", "AppDriving", "BackendLaunch"]),
        .testTarget(
            name: "ConformanceCLITests",
            dependencies: ["ConformanceBasics", "HTTP1Codec", "ConformanceModel", "ExampleBackend", "ConformanceCLI", "KitTestSupport"]),
        .testTarget(
            name: "ConformanceTestingTests",
            dependencies: [
                "ConformanceModel", "ConformanceChecks", "ConformanceReports", "CertificationEvidence", "ConformanceRun", "ExampleBackend",
                "ConformanceTesting", "KitTestSupport", "CheckTestSupport",
            ]),
        // Run serialized, each in a process with no other test (scripts/test.sh): what measures the process
        // (threads, resident memory, deadlines against the wall clock) and what drives programs of other languages.
        .testTarget(name: "TransportResourceTests", dependencies: ["HTTP1Codec", "HTTPTransport", "KitTestSupport"]),
        .testTarget(name: "InteropTests", dependencies: ["ConformanceBasics", "HTTPTransport", "KitTestSupport"], exclude: ["Clients"]),
        .testTarget(
            name: "RepositoryTests", dependencies: ["ConformanceBasics", "ConformanceReports", "ConformanceTesting", "KitTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(name: "ConformanceSuite", dependencies: ["ConformanceTesting"]),
        .testTarget(
            name: "EndToEndTests", dependencies: ["ConformanceBasics", "ConformanceChecks", "KitTestSupport"], exclude: ["Fixtures"]),
    ]
)
