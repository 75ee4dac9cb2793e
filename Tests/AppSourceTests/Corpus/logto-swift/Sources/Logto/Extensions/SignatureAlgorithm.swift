//
//  SignatureAlgorithm.swift
//
//
//  Created by Gao Sun on 2022/1/10.
//

import Foundation
import JOSESwift

extension SignatureAlgorithm: Codable {}
