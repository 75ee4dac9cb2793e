import Dispatch
import Testing

@testable import ConformanceBasics

/// `PlainMutex`: one holder at a time across threads, the body's value and error passed through,
/// the lock released on every way out of the body.
@Suite("ConformanceBasics: PlainMutex")
struct PlainMutexTests {
    struct Counter {
        var total = 0
        var holders = 0
        var mostHolders = 0
    }

    @Test("withLock returns the body's value and keeps what the body wrote")
    func returnsValue() {
        let mutex = PlainMutex([1, 2])
        let count = mutex.withLock { list -> Int in
            list.append(3)
            return list.count
        }
        #expect(count == 3)
        #expect(mutex.withLock { $0 } == [1, 2, 3])
    }

    @Test("8 threads adding 5,000 times each lose no update, and the body never has two holders")
    func exclusiveAcrossThreads() {
        let mutex = PlainMutex(Counter())
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<5_000 {
                mutex.withLock { counter in
                    counter.holders += 1
                    counter.mostHolders = max(counter.mostHolders, counter.holders)
                    counter.total += 1
                    counter.holders -= 1
                }
            }
        }
        let counter = mutex.withLock { $0 }
        #expect(counter.total == 40_000)
        #expect(counter.mostHolders == 1)
    }

    @Test("a thread asking for the lock waits while another holds it, and gets it once it is released")
    func waitsForTheHolder() {
        let mutex = PlainMutex(0)
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let entered = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            mutex.withLock { _ in
                holding.signal()
                release.wait()
            }
        }
        holding.wait()
        DispatchQueue.global().async {
            mutex.withLock { $0 += 1 }
            entered.signal()
        }
        // However long the second thread has had, it cannot be inside while the first holds the lock.
        #expect(entered.wait(timeout: .now() + 0.05) == .timedOut)
        release.signal()
        #expect(entered.wait(timeout: .now() + 30) == .success)
        #expect(mutex.withLock { $0 } == 1)
    }

    @Test("an error thrown by the body reaches the caller typed, and the lock is free again")
    func throwingBodyReleases() {
        struct Refused: Error, Equatable {}
        let mutex = PlainMutex(0)
        #expect(throws: Refused()) {
            try mutex.withLock { (value: inout Int) throws(Refused) in
                value = 7
                throw Refused()
            }
        }
        // Relocking on this thread would stop a debug build (error-checking mutex) if it were still held.
        #expect(mutex.withLock { $0 } == 7)
    }
}
