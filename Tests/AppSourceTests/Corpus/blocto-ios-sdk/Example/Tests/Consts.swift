//
//  Consts.swift
//  BloctoSDK_Example
//
//  Created by Andrew Wang on 2022/4/14.
//  Copyright © 2022 CocoaPods. All rights reserved.
//

import Foundation

let appId: String = "64776cec-5953-4a58-8025-772f55a3917b"
let appUniversalLinkBaseURLString: String = "https://04b2-61-216-44-25.ngrok.io/"
let appCustomSchemeBaseURLString: String = "blocto64776cec-5953-4a58-8025-772f55a3917b://"
let webRedirectBaseURLString: String = "blocto://"
let solanaAddress: String = "62PEvQ2YCYVrJYHbRkYZfR16zH5UwDh4w4cChnXQc5qR"
let ethereumAddress: String = "0xC823994cDDdaE5cb4bD1ADFe5AfD03f8E06Bc7ef"
