//
//  HTTPMethod.swift
//
//  Created by Roxana Bucura on 01.04.19.
//  Copyright © 2019 RB. All rights reserved.
//

import Foundation

public enum HTTPMethod: String {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"
}
