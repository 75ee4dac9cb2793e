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

/// Used by types that are capable of providing parameters to OAuth2 API requests.
public protocol ProvidesOAuth2Parameters {
    /// The OAuth2 parameters this authentication type will contribute to outgoing API requests when needed.
    /// - Parameter category: Category describing the type of request the parameters should be applicable to.
    /// - Returns: Parameters to include in requests for the given request category.
    func parameters(for category: OAuth2APIRequestCategory) -> [String: any APIRequestArgument]?
}
