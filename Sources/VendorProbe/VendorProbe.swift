import ConformanceBasics
import ConformanceModel
import HTTP1Codec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Makes the probe's calls against the vendor's sandbox, in order, each once: the create first,
/// then the calls that need its id, then the ones that need nothing. A call that needs what an
/// earlier call did not give is not sent, and says why.
package struct VendorProbe: Sendable {
    /// Sends one request (`CurlTransport.send` in the kit; a stub in unit tests).
    package typealias Send =
        @Sendable (_ method: String, _ url: String, _ headers: HTTPHeaders, _ body: [UInt8]?) -> Result<
            ProbeAnswer, ProbeTransportFailure
        >

    package let contract: ContractSpec
    package let settings: ProbeSettings
    /// An id the vendor cannot have issued (the probe makes a fresh one each time).
    package let unknownID: String

    package init(contract: ContractSpec, settings: ProbeSettings, unknownID: String) {
        self.contract = contract
        self.settings = settings
        self.unknownID = unknownID
    }

    /// The calls, in order, as `--dry-run` lists them.
    package var calls: [ProbeCall] { ProbePlan.calls(contract, settings, unknownID: unknownID) }

    /// The headers `call` carries (the token in clear: only `send` sees them unredacted).
    package func headers(of call: ProbeCall) -> HTTPHeaders {
        var headers = HTTPHeaders()
        if call.body != nil { headers.add("Content-Type", contract.create.contentType) }
        headers.add("Accept", contract.answers.contentType)
        let token = call.token == .partner ? settings.token : ProbePlan.wrongToken
        headers.add("Authorization", "\(contract.authentication.scheme) \(token)")
        headers.add("User-Agent", "hp-conformance-probe/\(KitVersion.current)")
        return headers
    }

    /// Makes every call with `send`; stops at the first call whose failure says the sandbox
    /// cannot be spoken to safely (its certificate, its TLS), leaving the rest not sent.
    package func run(_ send: Send) -> [ProbeExchange] {
        var exchanges: [ProbeExchange] = []
        var createdID: String?
        var stop: String?
        for call in calls {
            let headers = headers(of: call)
            if let stop {
                exchanges.append(
                    ProbeExchange(call: call, path: call.path, requestHeaders: headers, outcome: .notSent(stop), milliseconds: 0))
                continue
            }
            var path = call.path
            if call.needsCreatedID {
                guard let createdID else {
                    exchanges.append(
                        ProbeExchange(
                            call: call, path: call.path, requestHeaders: headers,
                            outcome: .notSent("the create gave no id of the contract's form to read"), milliseconds: 0))
                    continue
                }
                path = path.replacing("{id}", with: createdID)
            }
            let started = ContinuousClock.now
            let result = send(call.method, settings.sandbox.url(path), headers, call.body)
            let milliseconds = Int((ContinuousClock.now - started) / .milliseconds(1))
            switch result {
            case let .success(answer):
                exchanges.append(
                    ProbeExchange(call: call, path: path, requestHeaders: headers, outcome: .answered(answer), milliseconds: milliseconds))
                if call.name == .create, answer.status / 100 == 2, let id = JSONValue.parse(answer.body)?["id"]?.stringValue,
                    contract.answers.allowsID(id)
                {
                    createdID = id
                }
                if (300...399).contains(answer.status) {
                    let target = answer.headers["Location"].map { " to " + String($0.prefix { $0 != "?" && $0 != "#" }) } ?? ""
                    stop =
                        "the sandbox redirected \(call.method) \(path) (\(answer.status)\(target)); the probe follows no redirect (give --base-url the address that answers)"
                }
            case let .failure(failure):
                exchanges.append(
                    ProbeExchange(call: call, path: path, requestHeaders: headers, outcome: .failed(failure), milliseconds: milliseconds))
                if failure.kind == .certificate || failure.kind == .tls || failure.kind == .connection {
                    stop = "\(call.name.rawValue) could not speak to the sandbox safely"
                }
            }
        }
        return exchanges
    }
}
