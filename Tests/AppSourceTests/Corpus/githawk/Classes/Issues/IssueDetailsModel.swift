//
//  IssueDetailsModel.swift
//  Freetime
//
//  Created by Ryan Nystrom on 8/11/17.
//  Copyright © 2017 Ryan Nystrom. All rights reserved.
//

import Foundation

struct IssueDetailsModel {

    let owner: String
    let repo: String
    let number: Int

}
