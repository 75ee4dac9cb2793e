//
//  AnnouncementView.swift
//  iNaturalist
//
//  Created by Alex Shepard on 6/13/23.
//  Copyright © 2023 iNaturalist. All rights reserved.
//

import UIKit
import WebKit

class AnnouncementView: UITableViewCell {
    @IBOutlet public var webView: WKWebView?
}
