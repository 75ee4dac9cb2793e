//
// Copyright (c) 2024-Present, Okta, Inc. and/or its affiliates. All rights reserved.
// The Okta software accompanied by this notice is provided pursuant to the Apache License, Version 2.0 (the "License.")
//
// You may obtain a copy of the License at http://www.apache.org/licenses/LICENSE-2.0.
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS, WITHOUT
// WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
//
// See the License for the specific language governing permissions and limitations under the License.
//

import Foundation

/// Internal convenience extensions for mapping values directly from a payload
extension IsClaim {
    static func optionalValue<T: ClaimConvertable>(_ claim: Self, in payload: [String: any Sendable]) -> T? {
        T.convert(from: payload[claim.rawValue])
    }

    static func optionalValue<T: ClaimConvertable>(_ claim: Self, in payload: [String: any Sendable]) -> [T]? {
        let value = payload[claim.rawValue] as? [any ClaimConvertable]
        return value?.compactMap { T.convert(from: $0) }
    }

    static func value<T: ClaimConvertable>(_ claim: Self, in payload: [String: any Sendable]) throws -> T {
        guard let value = T.convert(from: payload[claim.rawValue]) else {
            throw ClaimError.missingRequiredValue(key: claim.rawValue)
        }
        return value
    }

    static func value<T: ClaimConvertable>(_ claim: Self, in payload: [String: any Sendable]) throws -> [T] {
        guard let value = payload[claim.rawValue] as? [any ClaimConvertable] else {
            throw ClaimError.missingRequiredValue(key: claim.rawValue)
        }
        return try value.compactMap { value in
            guard let value = T.convert(from: value) else {
                throw ClaimError.missingRequiredValue(key: claim.rawValue)
            }
            return value
        }
    }
}
