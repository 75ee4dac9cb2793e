//
//  MockResultCodable.swift
//  Choco-ExampleTests
//
//  Created by Roxana Bucura on 25.02.20.
//  Copyright © 2020 RB. All rights reserved.
//

@testable import Pocket_Explorer

struct MockResultCodable: Codable, Equatable {
    let obj1: String?
    let obj2: String?
}
