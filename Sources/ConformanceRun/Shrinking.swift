import ConformanceModel

/// A failing case shrunk to the fewest variations that still fail its check, one trial run at a
/// time: first halves of the case are left out, then quarters, down to one variation at a time,
/// until leaving out any single variation makes the check pass (no variation of the result can
/// go). One cause among n variations is found in about 2·log2(n) trials, where leaving out one
/// variation at a time took n; a failure that needs several variations together keeps them all.
struct Shrinking {
    /// The smallest case found that still fails, and what the check saw in its run.
    private(set) var smallest: VariationCase
    private(set) var seen: String
    /// Trial runs played.
    private(set) var steps = 0

    /// Variations left out together; the offset in `smallest` of the next ones to leave out.
    private var chunk: Int
    private var offset = 0
    private var shrankThisPass = false
    private var trial: VariationCase?

    init(_ failing: VariationCase, seen: String) {
        smallest = failing
        self.seen = seen
        chunk = max(1, failing.answers.count / 2)
    }

    /// The next case to play, or nil when shrinking is over.
    mutating func next() -> VariationCase? {
        while smallest.answers.count > 1 {
            if offset >= smallest.answers.count {
                // A pass over the case ended: smaller pieces, or, one at a time, again until nothing goes.
                if chunk > 1 {
                    chunk = max(1, chunk / 2)
                } else if !shrankThisPass {
                    return nil
                }
                offset = 0
                shrankThisPass = false
                continue
            }
            let leftOut = Set(smallest.answers[offset..<min(offset + chunk, smallest.answers.count)])
            let candidate = VariationCase(smallest.answers.filter { !leftOut.contains($0) })
            if candidate.isEmpty {
                offset += chunk
                continue
            }
            trial = candidate
            return candidate
        }
        return nil
    }

    /// What the last case `next` gave did: `stillFails` is what the check saw when it failed again
    /// (the case is kept, and the pieces after it move up), nil when it passed.
    mutating func record(_ stillFails: String?) {
        steps += 1
        guard let played = trial else { return }
        trial = nil
        if let stillFails {
            smallest = played
            seen = stillFails
            shrankThisPass = true
        } else {
            offset += chunk
        }
    }
}
