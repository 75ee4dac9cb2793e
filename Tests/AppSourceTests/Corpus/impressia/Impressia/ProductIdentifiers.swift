//
//  https://mczachurski.dev
//  Copyright © 2023 Marcin Czachurski and the repository contributors.
//  Licensed under the Apache License 2.0.
//

import Foundation

public enum ProductIdentifiers: String, CaseIterable {
    case donut = "dev.mczachurski.Vernissage.donut"
    case cofee = "dev.mczachurski.Vernissage.cofee"
    case cake = "dev.mczachurski.Vernissage.cake"
}
