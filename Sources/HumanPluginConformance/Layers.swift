// The umbrella: every layer of the kit, re-exported so that `import HumanPluginConformance` brings
// every public type, as it did when the kit was one library (docs/MAINTAINERS.md, "Layout").
@_exported import AppDriving
@_exported import AppSource
@_exported import CertificationEvidence
@_exported import ConformanceBasics
@_exported import ConformanceChecks
@_exported import ConformanceModel
@_exported import ConformanceReports
@_exported import ConformanceRun
@_exported import HTTP1Codec
@_exported import HTTPTransport
@_exported import StandInHumanPlugin
