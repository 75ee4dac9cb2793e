import ConformanceModel
import ExampleBackend

/// `run --example-fault NAME[,NAME]` (a demonstration and self-test option, declared with run's
/// options): breaks rules of the embedded example back-end on purpose, so a lone binary can show
/// a failing run (exit 1) without any other program. Only meaningful without `--config`.
enum ExampleFaultOption {
    static func parse(_ names: [String], configPath: String?) throws(KitError) -> Set<ExampleBackendFault> {
        guard !names.isEmpty else { return [] }
        guard configPath == nil else {
            throw .usage("--example-fault: applies to the embedded example back-end only, not with --config")
        }
        var faults = Set<ExampleBackendFault>()
        for name in names {
            guard let fault = ExampleBackendFault(rawValue: name) else {
                throw .usage(
                    "--example-fault: unknown fault '\(name)' (faults: \(ExampleBackendFault.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            faults.insert(fault)
        }
        return faults
    }
}
