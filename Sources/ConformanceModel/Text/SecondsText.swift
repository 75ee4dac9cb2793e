/// Seconds as the kit's messages write them: whole seconds without a fraction (`30`), others as
/// Swift prints a `Double` (`2.5`).
package enum SecondsText {
    package static func plain(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
