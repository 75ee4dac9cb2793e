import Synchronization
import Testing

@testable import ConformanceBasics

@Suite("Detached threads")
struct DetachedThreadTests {
    @Test("runs every body once, on small stacks")
    func runs() {
        let count = Mutex(0)
        for index in 0..<50 {
            #expect(DetachedThread.start(name: "test-\(index)", stackSize: 256 * 1024) { count.withLock { $0 += 1 } })
        }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        while count.withLock({ $0 }) < 50 && clock.now < deadline { Pause.seconds(0.01) }
        #expect(count.withLock { $0 } == 50)
    }
}
