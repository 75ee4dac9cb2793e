public enum Scope: String, CaseIterable, Sendable {
    case read
    case write
    case follow
    case push
}
