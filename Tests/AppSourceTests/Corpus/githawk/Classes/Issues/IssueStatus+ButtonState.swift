//
//  IssueStatus+ButtonState.swift
//  Freetime
//
//  Created by Ryan Nystrom on 7/3/17.
//  Copyright © 2017 Ryan Nystrom. All rights reserved.
//

import Foundation

extension IssueStatus {
    var buttonState: UIButton.IssueState {
        switch self {
        case .closed: return .closed
        case .open: return .open
        case .merged: return .merged
        }
    }
}
