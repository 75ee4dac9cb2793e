//
//  File.swift
//  
//
//  Created by Thomas Ricouard on 20/05/2020.
//

import Foundation

public struct VillagerLike: Codable {
    public let name: String
    public let likes: [String]
    public let id: String
}
