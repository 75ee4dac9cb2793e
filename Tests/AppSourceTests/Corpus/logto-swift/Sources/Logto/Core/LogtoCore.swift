//
//  LogtoCore.swift
//
//
//  Created by Gao Sun on 2022/1/18.
//

import Foundation

public enum LogtoCore {}
