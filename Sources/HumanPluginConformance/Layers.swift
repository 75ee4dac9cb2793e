// The layers below this library, re-exported so that `import HumanPluginConformance` still brings
// every public type (docs/MAINTAINERS.md, "Layout").
@_exported import ConformanceBasics
@_exported import HTTP1Codec
@_exported import HTTPTransport
