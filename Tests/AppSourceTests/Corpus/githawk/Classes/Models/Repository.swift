//
//  Repository.swift
//  Freetime
//
//  Created by Ryan Nystrom on 6/9/18.
//  Copyright © 2018 Ryan Nystrom. All rights reserved.
//

import Foundation

struct Repository {
    var owner: String
    var name: String
}
