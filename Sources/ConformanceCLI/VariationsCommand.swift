import BackendLaunch
import ConformanceModel

/// `hp-conformance variations`: every way the stand-in can vary an answer, as a case names it.
struct VariationsCommand {
    let arguments: ParsedArguments

    init(_ raw: [String]) throws(KitError) {
        arguments = try Commands.variations.parse(raw)
    }

    func execute() throws(KitError) -> Int32 {
        let console = Console(color: false)
        console.out("A case is a comma-separated list of KIND:NAME, KIND create or read (e.g. read:spaces,create:id=uuid).")
        console.out("Each may vary every create answer and every read answer; id= and link= are the create's alone.")
        for variation in AnswerVariation.examples {
            let kinds = variation.createOnly ? "create" : "create, read"
            console.out("  \(variation.name.padded(to: 22)) \(kinds.padded(to: 13)) the answer \(variation.words)")
        }
        console.out(
            "latency=MS takes 1 to \(AnswerVariation.maxLatencyMilliseconds) ms; --explore draws it up to an eighth of timeouts.upstreamBoundSeconds."
        )
        return 0
    }
}
