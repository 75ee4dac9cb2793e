//
// Copyright © 2026 Schibsted.
// Licensed under the terms of the MIT license. See LICENSE in the project root.
//

extension SchibstedAuthenticator {
    /// The SDK version
    public nonisolated static let version = "6.5.1"
}
