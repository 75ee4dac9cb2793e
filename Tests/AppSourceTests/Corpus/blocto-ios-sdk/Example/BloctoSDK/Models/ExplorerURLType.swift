//
//  ExplorerURLType.swift
//  BloctoSDK_Example
//
//  Created by Andrew Wang on 2022/5/13.
//  Copyright © 2022 CocoaPods. All rights reserved.
//

import Foundation

enum ExplorerURLType {
    case txhash(String)
    case address(String)
}
