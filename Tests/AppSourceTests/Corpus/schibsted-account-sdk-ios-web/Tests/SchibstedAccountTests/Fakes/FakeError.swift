// 
// Copyright © 2026 Schibsted.
// Licensed under the terms of the MIT license. See LICENSE in the project root.
//

enum FakeError: Error {
    case notMocked
    case failure
}
