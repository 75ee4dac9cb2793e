//
//  IssueCommentEmptyCell.swift
//  Freetime
//
//  Created by Ryan Nystrom on 12/31/17.
//  Copyright © 2017 Ryan Nystrom. All rights reserved.
//

import UIKit
import IGListKit

final class IssueCommentEmptyCell: IssueCommentBaseCell, ListBindable {

    func bindViewModel(_ viewModel: Any) {}

}
