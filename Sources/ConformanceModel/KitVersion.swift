/// The kit's version: the one place it is written. `hp-conformance --version` prints it,
/// reports record it, and `scripts/release.sh` names the release archive after it.
public enum KitVersion {
    public static let current = "0.1.0"
}
