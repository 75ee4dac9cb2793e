import ConformanceCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

exit(HPConformance.main(Array(CommandLine.arguments.dropFirst())))
