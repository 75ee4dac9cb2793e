import Testing

@testable import ConformanceCLI
@testable import ConformanceModel

@Suite("Command-line parsing")
struct ParsedArgumentsTests {
    func parse(_ arguments: [String]) throws(KitError) -> ParsedArguments {
        try ParsedArguments(arguments, command: "run", flags: ["--verbose"], options: ["--only", "--seed"], maxPositionals: 0)
    }

    @Test func valuesFlagsAndLists() throws {
        let parsed = try parse(["--only", "a,b", "--only=c", "--verbose", "--seed", "9"])
        #expect(parsed.list("--only") == ["a", "b", "c"])
        #expect(parsed.flags == ["--verbose"])
        #expect(parsed.value("--seed") == "9")
    }

    @Test func unknownOptionNamesIt() {
        #expect(throws: KitError.usage("run: unknown option '--colour'")) { try parse(["--colour"]) }
    }

    @Test func missingValue() {
        #expect(throws: KitError.usage("run: --seed needs a value")) { try parse(["--seed"]) }
    }

    @Test func flagWithValue() {
        #expect(throws: KitError.usage("run: --verbose takes no value")) { try parse(["--verbose=1"]) }
    }

    @Test func strayPositional() {
        #expect(throws: KitError.usage("run: unexpected argument 'extra'")) { try parse(["extra"]) }
    }

    @Test("bad option values exit 2 from main")
    func exitCodes() {
        #expect(HPConformance.main(["--seed", "x"]) == 2)
        #expect(HPConformance.main(["frobnicate"]) == 2)
        #expect(HPConformance.main(["explain", "HP-NOPE"]) == 2)
        #expect(HPConformance.main(["--version"]) == 0)
        #expect(HPConformance.main(["checks", "--format", "xml"]) == 2)
    }
}
