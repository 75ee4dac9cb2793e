import ConformanceBasics
import ConformanceModel

/// HP-CALLBACK-* and HP-APP-SCHEME-BARE: the callbackUri the back-end registers, and the app's scheme.

/// A check that looks at each create's callbackUri (when it is a string).
protocol CallbackURICheck: Check {
    func inspect(_ callbackUri: String, _ exchange: Exchange, _ evidence: RunEvidence) -> String?
    var verified: String { get }
}

extension CallbackURICheck {
    public func judge(_ evidence: RunEvidence) -> Judgement {
        let findings = evidence.creates.compactMap { exchange -> Finding? in
            guard let uri = JSONValue.parse(exchange.request.body)?["callbackUri"]?.stringValue else { return nil }
            if let problem = inspect(uri, exchange, evidence) { return .bad("#\(exchange.id): \(problem)", [exchange.id]) }
            return .ok([exchange.id])
        }
        return Judgement.combine(findings, verified: verified, nothing: "no create carried a callbackUri string")
    }
}

struct CallbackAppSchemeCheck: Check {
    package let id = "HP-CALLBACK-APP-SCHEME"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        let appScheme = evidence.appScheme
        let findings = evidence.creates.compactMap { exchange -> Finding? in
            guard let body = JSONValue.parse(exchange.request.body)?.objectValue else { return nil }
            guard let value = body["callbackUri"] else { return .bad("#\(exchange.id): callbackUri is missing", [exchange.id]) }
            guard let uri = value.stringValue else { return .bad("#\(exchange.id): callbackUri is a \(value.typeName)", [exchange.id]) }
            guard let scheme = URLScheme.of(uri) else {
                return .bad("#\(exchange.id): callbackUri '\(uri)' is not an absolute URI with an RFC 3986 scheme", [exchange.id])
            }
            if let character = URIText.forbiddenCharacter(in: uri) {
                return .bad(
                    "#\(exchange.id): callbackUri contains \(URIText.describe(character)), which RFC 3986 does not allow in a URI",
                    [exchange.id])
            }
            guard scheme.lowercased() == appScheme.lowercased() else {
                return .bad("#\(exchange.id): callbackUri scheme '\(scheme)' is not the app's scheme '\(appScheme)'", [exchange.id])
            }
            return .ok([exchange.id])
        }
        return Judgement.combine(
            findings, verified: "callbackUri is an absolute URI in the app's scheme '\(appScheme)'",
            nothing: "no create with a JSON body was received")
    }
}

struct CallbackNotWebCheck: CallbackURICheck {
    package let id = "HP-CALLBACK-NOT-WEB"
    package let verified = "no callbackUri is an http or https URL"
    package func inspect(_ callbackUri: String, _ exchange: Exchange, _ evidence: RunEvidence) -> String? {
        guard let scheme = URLScheme.of(callbackUri)?.lowercased() else { return nil }
        return evidence.contract.callback.forbiddenSchemes.contains(scheme) ? "callbackUri '\(callbackUri)' is a web URL" : nil
    }
}

struct CallbackNotRootCheck: CallbackURICheck {
    package let id = "HP-CALLBACK-NOT-ROOT"
    package let verified = "no callbackUri is '/'"
    package func inspect(_ callbackUri: String, _ exchange: Exchange, _ evidence: RunEvidence) -> String? {
        callbackUri == evidence.contract.callback.noRedirectValue
            ? "callbackUri is '\(callbackUri)', which asks Human Plugin not to redirect" : nil
    }
}

struct CallbackLowercaseCheck: CallbackURICheck {
    package let id = "HP-CALLBACK-LOWERCASE"
    package let verified = "every callbackUri scheme is lowercase"
    package func inspect(_ callbackUri: String, _ exchange: Exchange, _ evidence: RunEvidence) -> String? {
        guard let scheme = URLScheme.of(callbackUri) else { return nil }
        return scheme == scheme.lowercased() ? nil : "scheme '\(scheme)' has capital letters; iOS returns it as '\(scheme.lowercased())'"
    }
}

/// One line per scheme, with a count: a back-end registers the same scheme for every capture.
struct CallbackReverseDNSCheck: Check {
    package let id = "HP-CALLBACK-REVERSE-DNS"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        var order: [String] = []
        var bySingleLabel: [String: [Int]] = [:]
        var checked: [Int] = []
        for exchange in evidence.creates {
            guard let uri = JSONValue.parse(exchange.request.body)?["callbackUri"]?.stringValue, let scheme = URLScheme.of(uri),
                !evidence.contract.callback.forbiddenSchemes.contains(scheme.lowercased())
            else { continue }
            checked.append(exchange.id)
            guard !URLScheme.isReverseDNS(scheme) else { continue }
            if bySingleLabel[scheme] == nil { order.append(scheme) }
            bySingleLabel[scheme, default: []].append(exchange.id)
        }
        if !order.isEmpty {
            let lines = order.map { scheme in
                let count = bySingleLabel[scheme]!.count
                return "scheme '\(scheme)' (in \(count) of \(checked.count) callbackUris) is a single label any other app can claim"
            }
            return .broken(lines.joined(separator: "; "), order.flatMap { bySingleLabel[$0]! })
        }
        if checked.isEmpty { return .notApplicable("no create carried a callbackUri with a custom scheme") }
        return .held("every callbackUri scheme is a reverse domain name (\(checked.count) checked)", checked)
    }
}

struct CallbackNoSecretsCheck: CallbackURICheck {
    package let id = "HP-CALLBACK-NO-SECRETS"
    package let verified = "no callbackUri carries a document number or token"
    package func inspect(_ callbackUri: String, _ exchange: Exchange, _ evidence: RunEvidence) -> String? {
        let decoded = callbackUri.percentDecoded ?? callbackUri
        for (label, secret) in Self.secrets(evidence) where callbackUri.contains(secret) || decoded.contains(secret) {
            return "callbackUri contains the \(label)"
        }
        return nil
    }

    /// Every secret the kit knows, labelled: what must never reach the app, the configured secrets
    /// (`${env:NAME}` values included), and the app users' login tokens and cookies.
    package static func secrets(_ evidence: RunEvidence) -> [(label: String, value: String)] {
        var secrets = evidence.secretsForApp
        for (index, secret) in evidence.configuration.secrets.enumerated() where secret.count >= 8 {
            secrets.append(("configured secret \(index + 1)", secret))
        }
        for secret in evidence.appSessionSecrets where secret.count >= 8 {
            secrets.append(("app user's session token or cookie", secret))
        }
        return secrets
    }
}

struct AppSchemeBareCheck: Check {
    package let id = "HP-APP-SCHEME-BARE"
    package func judge(_ evidence: RunEvidence) -> Judgement {
        let scheme = evidence.configuration.app.urlScheme
        if URLScheme.isValid(scheme) {
            return .held("app.urlScheme '\(scheme)' is a bare RFC 3986 scheme")
        }
        let why = scheme.contains(":") || scheme.contains("/") ? "contains ':' or '/'" : "is not an RFC 3986 scheme"
        return .broken("app.urlScheme '\(scheme)' \(why); ASWebAuthenticationSession needs the bare name, e.g. '\(evidence.appScheme)'")
    }
}
