//
//  BloctoEnvironment.swift
//  BloctoSDK
//
//  Created by Scott on 2022/10/4.
//

import Foundation

public enum BloctoEnvironment {
    case prod
    case dev
}
