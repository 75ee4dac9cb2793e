//
//  InboxRowController.swift
//  FreetimeWatch Extension
//
//  Created by Ryan Nystrom on 4/27/18.
//  Copyright © 2018 Ryan Nystrom. All rights reserved.
//

import Foundation
import WatchKit

final class InboxRowController: NSObject {

    @IBOutlet var repoLabel: WKInterfaceLabel!
    @IBOutlet var ownerLabel: WKInterfaceLabel!
    @IBOutlet var numberLabel: WKInterfaceLabel!

}
