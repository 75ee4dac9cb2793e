//
//  MarkdownCheckboxModel.swift
//  Freetime
//
//  Created by Ryan Nystrom on 12/16/17.
//  Copyright © 2017 Ryan Nystrom. All rights reserved.
//

import Foundation

struct MarkdownCheckboxModel {
    let checked: Bool
    let originalMarkdownRange: NSRange
}
