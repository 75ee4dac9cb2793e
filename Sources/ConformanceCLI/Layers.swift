// The library below the command line, re-exported so that `import ConformanceCLI` still brings the
// console and the back-end launcher (docs/MAINTAINERS.md, "Layout").
@_exported import BackendLaunch
