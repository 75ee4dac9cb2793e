//
//  Environment.swift
//  GitTime
//
//  Created by Kanz on 2020/10/13.
//

import Foundation

enum Environment {

}
