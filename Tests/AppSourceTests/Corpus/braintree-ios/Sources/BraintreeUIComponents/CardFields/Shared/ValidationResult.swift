enum ValidationResult: Equatable {
    case valid
    case invalid(String)
    case validating
}
