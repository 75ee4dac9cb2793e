//
//  File.swift
//  
//
//  Created by Christian Ray Leovido on 19/09/2024.
//

import Foundation
