import Testing

@testable import ConformanceBasics

@Suite("Pause")
struct PauseTests {
    @Test("sleeps at least the time asked, and nothing for zero or less")
    func sleeps() {
        let clock = ContinuousClock()
        let slept = clock.measure { Pause.seconds(0.05) }
        #expect(slept >= .milliseconds(49))
        let none = clock.measure {
            Pause.seconds(0)
            Pause.seconds(-1)
            Pause.seconds(.nan)
        }
        // A generous bound on a shared machine: a NaN taken as a long sleep would still pass 10 s.
        #expect(none < .seconds(10), "zero, negative and NaN do not sleep")
    }
}
