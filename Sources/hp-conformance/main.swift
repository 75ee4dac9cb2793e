import ConformanceCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// A reader that closes the kit's output early (`hp-conformance run | head -20`) must not end the
// run before its report is written: with SIGPIPE ignored, a write to the closed pipe fails with
// EPIPE, the console drops the line, and the run goes on.
signal(SIGPIPE, SIG_IGN)
exit(HPConformance.main(Array(CommandLine.arguments.dropFirst())))
