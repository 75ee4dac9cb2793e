//
//  IssueTargetBranchCell.swift
//  Freetime
//
//  Created by Yury Bogdanov on 13/03/2018.
//  Copyright © 2018 Ryan Nystrom. All rights reserved.
//

import UIKit
import SnapKit

final class IssueTargetBranchCell: StyledTextViewCell {

    static let inset = UIEdgeInsets.zero

}
