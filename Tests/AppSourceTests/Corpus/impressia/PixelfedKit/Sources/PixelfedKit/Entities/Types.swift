//
//  https://mczachurski.dev
//  Copyright © 2023 Marcin Czachurski and the repository contributors.
//  Licensed under the Apache License 2.0.
//

import Foundation

public typealias EntityId = String
public typealias SearchQuery = String

public typealias ClientId = String
public typealias ClientSecret = String
public typealias UsernameType = String
public typealias PasswordType = String

public typealias SinceId = EntityId
public typealias MaxId = EntityId
public typealias MinId = EntityId
public typealias Limit = Int
public typealias Page = Int
public typealias Offset = Int

public typealias Scope = String
public typealias Scopes = [Scope]
public typealias Token = String
public typealias Hashtag = String
