//
//  DismissAnnouncementCellView.swift
//  iNaturalist
//
//  Created by Alex Shepard on 6/19/23.
//  Copyright © 2023 iNaturalist. All rights reserved.
//

import UIKit

class DismissAnnouncementCellView: UITableViewCell {
    @IBOutlet public var dismissButton: UIButton?
}
