//
//  Hemisphere.swift
//  ACHNBrowserUI
//
//  Created by Thomas Ricouard on 20/04/2020.
//  Copyright © 2020 Thomas Ricouard. All rights reserved.
//

import Foundation

public enum Hemisphere: String, Decodable, CaseIterable {
    case north
    case south
}
