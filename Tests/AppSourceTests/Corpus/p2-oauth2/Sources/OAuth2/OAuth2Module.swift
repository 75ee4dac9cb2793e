//
//  OAuth2.swift
//  OAuth2
//
//  Created by Dave Carlson on 8/9/19.
//

@_exported import Base
@_exported import macOS
@_exported import iOS
@_exported import tvOS
@_exported import Flows
@_exported import DataLoader
