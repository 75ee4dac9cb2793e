/// A set of byte strings searched for all at once (Aho-Corasick): one pass over the text, time
/// linear in its length whatever the number of patterns or how the text repeats their prefixes.
/// The redactor and the leak search use it for every secret.
///
/// Memory is linear in the total pattern bytes with a small constant (about 26 bytes per state:
/// a state's children are a sibling list, not a table), plus a full transition table of at most
/// `maxDenseEntries` entries when the patterns are few enough for one.
package struct BytePatternSet: Sendable {
    /// The patterns, by index (empty ones never match).
    let patterns: [[UInt8]]
    /// The longest pattern's length.
    let maxLength: Int
    /// Transitions out of the root, by byte (0 = stay at the root).
    private let rootNext: [Int32]
    /// Per state (0 is the root): its first child, the next child of its parent, and the byte
    /// on the edge into it; 0 / 0 / - where there is none.
    private let firstChild: [Int32]
    private let nextSibling: [Int32]
    private let label: [UInt8]
    private let fail: [Int32]
    /// The longest pattern ending exactly at a state, or -1.
    private let output: [Int32]
    /// The next state down the failure chain that has an output, or 0 (the root never has one).
    private let outputLink: [Int32]
    /// Bytes that occur in no pattern share class 0; the others get a class each.
    private let byteClass: [Int]
    private let classCount: Int
    /// The complete transition table (`state * classCount + class`), one lookup per byte, when it
    /// stays small; otherwise nil and the search follows failure links (still linear, amortized).
    private let dense: [Int32]?
    /// The most table entries built (4 bytes each: 4 MiB).
    static let maxDenseEntries = 1 << 20

    package init(_ patterns: [[UInt8]]) {
        self.patterns = patterns
        maxLength = patterns.map(\.count).max() ?? 0
        var rootNext = [Int32](repeating: 0, count: 256)
        var firstChild: [Int32] = [0]
        var nextSibling: [Int32] = [0]
        var label: [UInt8] = [0]
        var output: [Int32] = [-1]
        func child(_ state: Int32, _ byte: UInt8) -> Int32? {
            if state == 0 {
                let next = rootNext[Int(byte)]
                return next == 0 ? nil : next
            }
            var probe = firstChild[Int(state)]
            while probe != 0 {
                if label[Int(probe)] == byte { return probe }
                probe = nextSibling[Int(probe)]
            }
            return nil
        }
        for (index, pattern) in patterns.enumerated() where !pattern.isEmpty {
            var state: Int32 = 0
            for byte in pattern {
                if let next = child(state, byte) {
                    state = next
                    continue
                }
                let next = Int32(output.count)
                output.append(-1)
                label.append(byte)
                firstChild.append(0)
                if state == 0 {
                    rootNext[Int(byte)] = next
                    nextSibling.append(0)
                } else {
                    nextSibling.append(firstChild[Int(state)])
                    firstChild[Int(state)] = next
                }
                state = next
            }
            // Keep the longest pattern for the state (equal bytes: the first one listed).
            if output[Int(state)] < 0 { output[Int(state)] = Int32(index) }
        }
        // Failure links, breadth first.
        var fail = [Int32](repeating: 0, count: output.count)
        var outputLink = [Int32](repeating: 0, count: output.count)
        var queue: [Int32] = []
        queue.reserveCapacity(output.count)
        for byte in 0..<256 where rootNext[byte] != 0 { queue.append(rootNext[byte]) }
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            var next = firstChild[Int(state)]
            while next != 0 {
                let byte = label[Int(next)]
                var probe = fail[Int(state)]
                var target: Int32 = 0
                while true {
                    if let found = child(probe, byte), found != next {
                        target = found
                        break
                    }
                    if probe == 0 { break }
                    probe = fail[Int(probe)]
                }
                fail[Int(next)] = target
                outputLink[Int(next)] = output[Int(target)] >= 0 ? target : outputLink[Int(target)]
                queue.append(next)
                next = nextSibling[Int(next)]
            }
        }
        var byteClass = [Int](repeating: 0, count: 256)
        var classCount = 1
        for pattern in patterns {
            for byte in pattern where byteClass[Int(byte)] == 0 {
                byteClass[Int(byte)] = classCount
                classCount += 1
            }
        }
        var dense: [Int32]?
        if output.count * classCount <= Self.maxDenseEntries {
            // Breadth-first order: a state's failure target is filled in before the state.
            var table = [Int32](repeating: 0, count: output.count * classCount)
            for byte in 0..<256 where byteClass[byte] != 0 { table[byteClass[byte]] = rootNext[byte] }
            for state in queue {
                let row = Int(state) * classCount
                let fallback = Int(fail[Int(state)]) * classCount
                for klass in 0..<classCount { table[row + klass] = table[fallback + klass] }
                var next = firstChild[Int(state)]
                while next != 0 {
                    table[row + byteClass[Int(label[Int(next)])]] = next
                    next = nextSibling[Int(next)]
                }
            }
            dense = table
        }
        self.rootNext = rootNext
        self.firstChild = firstChild
        self.nextSibling = nextSibling
        self.label = label
        self.fail = fail
        self.output = output
        self.outputLink = outputLink
        self.byteClass = byteClass
        self.classCount = classCount
        self.dense = dense
    }

    /// The number of automaton states (the root included): the search's memory is linear in it.
    package var stateCount: Int { output.count }

    package var isEmpty: Bool { maxLength == 0 }

    /// Whether the search uses the full transition table.
    var usesTable: Bool { dense != nil }

    /// Calls `found(end, pattern)` for every occurrence of every pattern (`end` is the index just
    /// past it), in order of `end`; stops early when `found` returns false.
    func forEachMatch(in text: [UInt8], _ found: (Int, Int) -> Bool) {
        guard maxLength > 0 else { return }
        var state: Int32 = 0
        var position = 0
        if let dense {
            let classCount = classCount
            // Plain buffers: one lookup per byte, without reference counting in unoptimized builds.
            return dense.withUnsafeBufferPointer { table in
                byteClass.withUnsafeBufferPointer { byteClass in
                    output.withUnsafeBufferPointer { output in
                        outputLink.withUnsafeBufferPointer { outputLink in
                            text.withUnsafeBufferPointer { bytes in
                                for byte in bytes {
                                    position &+= 1
                                    state = table[Int(state) &* classCount &+ byteClass[Int(byte)]]
                                    if state == 0 { continue }
                                    var hit = output[Int(state)] >= 0 ? state : outputLink[Int(state)]
                                    while hit != 0 {
                                        if !found(position, Int(output[Int(hit)])) { return }
                                        hit = outputLink[Int(hit)]
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        for byte in text {
            position += 1
            while true {
                if state == 0 {
                    state = rootNext[Int(byte)]
                    break
                }
                var next = firstChild[Int(state)]
                while next != 0 && label[Int(next)] != byte { next = nextSibling[Int(next)] }
                if next != 0 {
                    state = next
                    break
                }
                state = fail[Int(state)]
            }
            if state == 0 { continue }
            var hit = output[Int(state)] >= 0 ? state : outputLink[Int(state)]
            while hit != 0 {
                if !found(position, Int(output[Int(hit)])) { return }
                hit = outputLink[Int(hit)]
            }
        }
    }

    /// One occurrence chosen for replacement: `text[start..<(start + length)]` is `patterns[pattern]`.
    package struct Span: Equatable {
        package var start: Int
        package var length: Int
        package var pattern: Int
        package var end: Int { start + length }
    }

    /// The occurrences a left-to-right replacement takes: at each position the longest pattern
    /// starting there, the scan resuming after it. Memory beyond the result is a window of
    /// `maxLength` positions.
    func selectedSpans(in text: [UInt8]) -> [Span] {
        guard maxLength > 0, !text.isEmpty else { return [] }
        // best[start % window]: (length, pattern) of the longest match starting at `start`.
        let window = maxLength + 1
        var best = [(length: Int, pattern: Int)](repeating: (0, -1), count: window)
        var spans: [Span] = []
        var emitted = 0  // text[..<emitted] is settled and not inside a span
        var decided = 0  // starts below this are settled

        func settle(upTo limit: Int) {
            while decided < limit {
                let slot = decided % window
                let (length, pattern) = best[slot]
                best[slot] = (0, -1)
                if length > 0 && decided >= emitted {
                    spans.append(Span(start: decided, length: length, pattern: pattern))
                    emitted = decided + length
                }
                decided += 1
            }
        }

        var matched = false
        forEachMatch(in: text) { end, pattern in
            matched = true
            let length = patterns[pattern].count
            let start = end - length
            // Every start more than maxLength before `end` can gain no longer match: settle them.
            settle(upTo: max(decided, end - maxLength))
            let slot = start % window
            if length > best[slot].length { best[slot] = (length, pattern) }
            return true
        }
        guard matched else { return [] }
        settle(upTo: text.count)
        return spans
    }

    /// `text` with occurrences replaced by `replacement(pattern)`: scanning left to right, at each
    /// position the longest pattern starting there is replaced and the scan resumes after it.
    package func replacing(in text: [UInt8], with replacement: (Int) -> [UInt8]) -> [UInt8] {
        let spans = selectedSpans(in: text)
        guard !spans.isEmpty else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var cursor = 0
        for span in spans {
            out.append(contentsOf: text[cursor..<span.start])
            out.append(contentsOf: replacement(span.pattern))
            cursor = span.end
        }
        out.append(contentsOf: text[cursor...])
        return out
    }
}
