import ConformanceCLI
import Foundation

exit(HPConformance.main(Array(CommandLine.arguments.dropFirst())))
