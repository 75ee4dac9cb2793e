import ConformanceModel

/// Every check the kit can judge, by id. `specs/checks.json` says what each demands; this list
/// says how to judge it. A test keeps the two in step.
public enum CheckRegistry {
    public static let all: [any Check] =
        [
            CreateMethodPathCheck(), CreateJSONCheck(), CreateFlowCheck(), CreateClientIDCheck(),
            CreateCorrelationIDCheck(), CreateCredentialCheck(), CreateCredentialFidelityCheck(), CorrelationNoDocumentCheck(),
            CreateAuthCheck(), CreateOnceCheck(),
            CallbackAppSchemeCheck(), CallbackNotWebCheck(), CallbackNotRootCheck(), CallbackLowercaseCheck(),
            CallbackReverseDNSCheck(), CallbackNoSecretsCheck(), AppSchemeBareCheck(),
            StartIDLinkCheck(), StartNoLeakCheck(),
            BrowserReturnsCheck(),
            ReadAfterEndCheck(), ReadAuthCheck(), ReadExtraFieldsCheck(),
            OutcomeFollowsStateCheck(), OutcomeServerDecidesCheck(), OutcomeSessionClosedCheck(),
            IDORForgedIDCheck(), IDORForeignIDCheck(), LogNoSecretsCheck(),
            FaultCreateErrorCheck(), FaultCreateTimeoutCheck(), FaultNoRetryDuplicatesCheck(), FaultReadErrorCheck(),
            FaultReadTimeoutCheck(), ReadFailClosedCheck(), ReadStateOutsideProcessCheck(), ResultWithinBoundCheck(),
            CorrelationUniqueCheck(), ConcurrentIsolationCheck(),
        ] + AppChecks.all.map { $0 as any Check }

    public static func check(_ id: String) -> (any Check)? {
        all.first { $0.id == id }
    }
}

/// Turns judgements into verdicts, in catalogue order, using each check's definition.
public enum Judge {
    /// Judges every check of `catalogue` against `evidence`. Checks outside `selected` are reported
    /// as skipped, saying so, never left out. When the run was cut short (`incomplete` says why), a
    /// check that found nothing to judge is an error, not a skip: a missing scenario proves nothing.
    /// Checks not started by `deadline` are errors saying so (judging never runs on unbounded).
    public static func verdicts(
        catalogue: CheckCatalogue, evidence: RunEvidence, selected: Set<String>? = nil,
        incomplete: String? = nil, until deadline: ContinuousClock.Instant? = nil
    ) -> [Verdict] {
        catalogue.checks.map { definition in
            if let selected, !selected.contains(definition.id) {
                return verdict(definition, .notConfigured(Verdict.leftOutOnRequest))
            }
            if let deadline, ContinuousClock.now >= deadline {
                return verdict(
                    definition, Judgement(status: .couldNotJudge, seen: "not judged: the run deadline passed while judging", evidence: []))
            }
            var judgement: Judgement =
                if let check = CheckRegistry.check(definition.id) {
                    check.judge(evidence)
                } else {
                    Judgement(status: .couldNotJudge, seen: "the kit has no judge for \(definition.id)", evidence: [])
                }
            if let incomplete, judgement.status == .notApplicable, !judgement.byConfiguration {
                judgement = Judgement(
                    status: .couldNotJudge, seen: "not judged: \(incomplete) (\(judgement.seen))", evidence: judgement.evidence,
                    locations: judgement.locations)
            }
            return verdict(definition, judgement)
        }
    }

    public static func verdict(_ definition: CheckDefinition, _ judgement: Judgement) -> Verdict {
        let status: VerdictStatus =
            switch judgement.status {
            case .held: .pass
            case .broken: definition.severity == .warning ? .warn : .fail
            case .notApplicable: .skip
            case .couldNotJudge: .error
            case .undecided, .tolerated: .warn
            }
        return Verdict(
            checkID: definition.id, group: definition.group, title: definition.title, severity: definition.severity,
            source: definition.source, status: status, expected: definition.requirement, seen: judgement.seen,
            evidence: judgement.evidence, locations: judgement.locations,
            skipReason: judgement.byConfiguration ? .configuration : .notReached)
    }
}
