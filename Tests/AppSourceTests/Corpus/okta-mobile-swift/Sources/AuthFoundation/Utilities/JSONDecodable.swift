//
// Copyright (c) 2021-Present, Okta, Inc. and/or its affiliates. All rights reserved.
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

public protocol JSONDecodable {
    static var jsonDecoder: JSONDecoder { get }
    
    init(_ data: Data, userInfo: [CodingUserInfoKey: any Sendable]?) throws
}

extension JSONDecodable {
    @_documentation(visibility: internal)
    public static var jsonDecoder: JSONDecoder { JSONDecoder() }
}

extension JSONDecodable where Self: Decodable {
    @_documentation(visibility: internal)
    public init(_ data: Data, userInfo: [CodingUserInfoKey: any Sendable]? = nil) throws {
        let decoder = Self.jsonDecoder
        if let userInfo = userInfo {
            decoder.userInfo = userInfo
        }
        
        self = try decoder.decode(Self.self, from: data)
    }
}
