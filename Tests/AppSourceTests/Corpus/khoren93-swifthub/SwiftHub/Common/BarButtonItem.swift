//
//  BarButtonItem.swift
//  SwiftHub
//
//  Created by Khoren Markosyan on 1/4/17.
//  Copyright © 2017 Khoren Markosyan. All rights reserved.
//

import UIKit

class BarButtonItem: UIBarButtonItem {

}
