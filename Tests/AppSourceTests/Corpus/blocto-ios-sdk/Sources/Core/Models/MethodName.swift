//
//  MethodName.swift
//  BloctoSDK
//
//  Created by Andrew Wang on 2022/5/16.
//

import Foundation

public enum MethodName: String {
    case requestAccount = "request_account"
}
