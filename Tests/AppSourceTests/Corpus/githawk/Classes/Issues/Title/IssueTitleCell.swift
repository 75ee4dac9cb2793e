//
//  IssueTitleCell.swift
//  Freetime
//
//  Created by Ryan Nystrom on 5/19/17.
//  Copyright © 2017 Ryan Nystrom. All rights reserved.
//

import UIKit
import SnapKit

final class IssueTitleCell: StyledTextViewCell {

    static let inset = UIEdgeInsets.zero

}
