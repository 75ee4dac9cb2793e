//
//  https://mczachurski.dev
//  Copyright © 2023 Marcin Czachurski and the repository contributors.
//  Licensed under the Apache License 2.0.
//

/// Generic protocol for different kind of media attachment metadata types.
public protocol Metadata: Codable {
}
