import ConformanceBasics
import ConformanceModel

/// HP-CREATE-CREDENTIAL-FIDELITY and HP-CORRELATION-NO-DOCUMENT: the document the app sent is the
/// one Human Plugin gets, and only where it belongs.

struct CreateCredentialFidelityCheck: Check {
    package let id = "HP-CREATE-CREDENTIAL-FIDELITY"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        var findings: [Finding] = []
        var typesAsked = Set<String>()
        for create in evidence.creates {
            guard let name = create.journey, let journey = evidence.journey(named: name),
                let credential = JSONValue.parse(create.request.body)?["credential"]?.objectValue
            else { continue }
            let askedType = journey.context.documentType ?? evidence.configuration.documentType
            typesAsked.insert(askedType)
            var problems: [String] = []
            if let value = credential["value"]?.stringValue, !Self.appSent(value, journey, evidence) {
                let how = Self.difference(value, from: journey.context.documentNumber).map { " (\($0))" } ?? ""
                problems.append("credential.value is not the document number the app sent for this journey\(how)")
            }
            // An unknown type is HP-CREATE-CREDENTIAL's to report; here a known type must be the one asked for.
            if let type = credential["type"]?.stringValue, type != askedType, evidence.contract.documentTypes.values.contains(type) {
                problems.append("credential.type is '\(type)', the app asked for '\(askedType)'")
            }
            let cited = [create.id] + (journey.start.map { [$0.exchangeID] } ?? [])
            findings.append(problems.isEmpty ? .ok(cited) : .bad("#\(create.id) (\(name)): " + problems.joined(separator: "; "), cited))
        }
        // Crossed starts: the create made for one journey's start carried another journey's document.
        for scenario in evidence.scenarios {
            for journey in scenario.journeys {
                guard let process = evidence.crossedProcess(of: journey), let start = journey.start else { continue }
                findings.append(
                    .bad(
                        "\(journey.context.name): its start handed the app process \(process.id), which the create #\(process.createExchangeID) made with \(process.journey ?? "another journey")'s document; no create carried \(journey.context.name)'s own: the two starts crossed (request state kept where another request overwrites it, such as a field of a shared object; keep it per request)",
                        [start.exchangeID, process.createExchangeID]))
            }
        }
        let types = typesAsked.sorted().joined(separator: ", ")
        return Judgement.combine(
            findings, verified: "each create carried the very document number and type the app sent (types asked: \(types))",
            nothing: "no create could be tied to the journey that started it")
    }

    /// Whether `value` is the document number of `journey` as its app sent it: the number the kit
    /// made for the journey, or a value that appears in the app's own start request (a config may
    /// fix the number the app sends).
    static func appSent(_ value: String, _ journey: JourneyRecord, _ evidence: RunEvidence) -> Bool {
        if value == journey.context.documentNumber { return true }
        guard value.count >= 4, let start = journey.start, let request = evidence.exchange(start.exchangeID)?.request else { return false }
        let sent =
            request.target + "\n" + String(decoding: request.body, as: UTF8.self) + "\n"
            + request.headers.map(\.value).joined(separator: "\n")
        return containsWhole(value, in: sent) || containsWhole(value, in: sent.percentDecoded ?? sent)
    }

    /// How `value` differs from `sent`, the number the app sent, in words that quote neither (both
    /// are document numbers): a lost leading zero, a cut, extra characters, or where they part.
    package static func difference(_ value: String, from sent: String) -> String? {
        guard !sent.isEmpty, value != sent else { return nil }
        let a = Array(value), b = Array(sent)
        let zeros = b.prefix { $0 == "0" }.count
        if zeros > 0, value == String(b.dropFirst(zeros)) {
            return zeros == 1 ? "its leading zero is lost" : "its \(zeros) leading zeros are lost"
        }
        if value.trimmingWhitespace() == sent { return "whitespace added around it" }
        if sent.hasPrefix(value) { return "cut to its first \(a.count) of \(b.count) characters" }
        if sent.hasSuffix(value) { return "its first \(b.count - a.count) of \(b.count) characters are lost" }
        if value.hasPrefix(sent) || value.hasSuffix(sent) { return "\(a.count - b.count) characters added to the app's \(b.count)" }
        if a.count == b.count, let at = a.indices.first(where: { a[$0] != b[$0] }) {
            return "as long as the app's (\(b.count) characters), and different from character \(at + 1) on"
        }
        return "\(a.count) characters where the app sent \(b.count)"
    }

    /// Whether `value` occurs in `text` as a whole, not as part of a longer run of letters or digits
    /// (a number that lost its leading zero is inside the one the app sent, and is not it).
    static func containsWhole(_ value: String, in text: String) -> Bool {
        let needle = Array(value.utf8), haystack = Array(text.utf8)
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        func isWordByte(_ byte: UInt8) -> Bool { (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7a) }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            guard haystack[start..<(start + needle.count)].elementsEqual(needle) else { continue }
            let before = start > 0 ? haystack[start - 1] : nil
            let after = start + needle.count < haystack.count ? haystack[start + needle.count] : nil
            if !(before.map(isWordByte) ?? false) && !(after.map(isWordByte) ?? false) { return true }
        }
        return false
    }
}

struct CorrelationNoDocumentCheck: Check {
    package let id = "HP-CORRELATION-NO-DOCUMENT"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        // Every encoded form of every document number, searched in one pass (as the leak check does).
        let numbers = SecretSearch(
            evidence.secretsForApp.filter { $0.label == "document number" }, extraForms: StartNoLeakCheck.unicodeEscaped, derived: true)
        let findings = evidence.creates.compactMap { create -> Finding? in
            guard let correlationId = JSONValue.parse(create.request.body)?["correlationId"]?.stringValue else { return nil }
            let decoded = correlationId.percentDecoded ?? correlationId
            if numbers.firstLabel(in: [Array(correlationId.utf8), Array(decoded.utf8)]) != nil {
                return .bad("#\(create.id): correlationId carries a document number", [create.id])
            }
            return .ok([create.id])
        }
        return Judgement.combine(
            findings, verified: "no correlationId carried a document number",
            nothing: "no create carried a correlationId string")
    }
}
