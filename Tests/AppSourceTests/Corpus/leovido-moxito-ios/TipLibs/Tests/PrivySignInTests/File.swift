//
//  File.swift
//  
//
//  Created by Christian Ray Leovido on 13/09/2024.
//

import Foundation
