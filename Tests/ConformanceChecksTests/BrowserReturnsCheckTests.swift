import Testing

@testable import ConformanceChecks

/// HP-BROWSER-RETURNS judged from the contract's form, on URLs written by hand: not from the
/// stand-in's own redirect code, so a wrong redirect cannot agree with itself.
@Suite("HP-BROWSER-RETURNS form")
struct BrowserReturnsCheckTests {
    let registered = "com.example.capture://callback"

    @Test("callback variant: the registered callbackUri byte for byte")
    func callbackVariant() {
        #expect(BrowserReturnsCheck.problem(registered, registered: registered, processID: "p-1", idItem: nil) == nil)
        #expect(BrowserReturnsCheck.problem(registered + "/", registered: registered, processID: "p-1", idItem: nil) != nil)
        #expect(BrowserReturnsCheck.problem(registered + "?id=p-1", registered: registered, processID: "p-1", idItem: nil) != nil)
        #expect(BrowserReturnsCheck.problem("COM.example.capture://callback", registered: registered, processID: "p-1", idItem: nil) != nil)
    }

    @Test(
        "Human Token variant: the registered callbackUri plus id=<process id>, its own query and fragment kept",
        arguments: [
            ("com.example.capture://callback?id=p-1", "com.example.capture://callback", true),
            ("com.example.capture://callback?id=p%2D1", "com.example.capture://callback", true),
            ("com.example.capture://callback?src=app&id=p-1", "com.example.capture://callback?src=app", true),
            ("com.example.capture://callback?id=p-1#done", "com.example.capture://callback#done", true),
            ("com.example.capture://callback", "com.example.capture://callback", false),
            ("com.example.capture://callback?id=p-2", "com.example.capture://callback", false),
            ("com.example.capture://callback?id=p-1&id=p-1", "com.example.capture://callback", false),
            ("com.example.capture://callback?id=p-1", "com.example.capture://callback?src=app", false),
            ("com.example.capture://other?id=p-1", "com.example.capture://callback", false),
            ("com.example.capture://callback?process=p-1", "com.example.capture://callback", false),
        ])
    func humanToken(callback: String, registered: String, keeps: Bool) {
        let problem = BrowserReturnsCheck.problem(callback, registered: registered, processID: "p-1", idItem: "id")
        #expect((problem == nil) == keeps, "\(callback) against \(registered): \(problem ?? "kept")")
    }
}
