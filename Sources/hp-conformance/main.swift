import ConformanceCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(HPConformance.main(Array(CommandLine.arguments.dropFirst())))
