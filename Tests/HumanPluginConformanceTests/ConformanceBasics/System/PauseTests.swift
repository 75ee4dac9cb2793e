import HumanPluginConformance
import Testing

@Suite("Pause")
struct PauseTests {
    @Test("sleeps at least the time asked, and nothing for zero or less")
    func sleeps() {
        let clock = ContinuousClock()
        let slept = clock.measure { Pause.seconds(0.05) }
        #expect(slept >= .milliseconds(49))
        let none = clock.measure { Pause.seconds(0); Pause.seconds(-1); Pause.seconds(.nan) }
        #expect(none < .seconds(1), "zero, negative and NaN do not sleep")
    }
}
