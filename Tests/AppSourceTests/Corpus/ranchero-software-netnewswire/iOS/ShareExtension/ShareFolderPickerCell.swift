//
//  ShareFolderPickerCell.swift
//  NetNewsWire iOS Share Extension
//
//  Created by Maurice Parker on 11/16/19.
//  Copyright © 2019 Ranchero Software. All rights reserved.
//

import UIKit

final class ShareFolderPickerCell: UITableViewCell {
	@IBOutlet var icon: UIImageView!
	@IBOutlet var label: UILabel!
}
