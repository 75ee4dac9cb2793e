//
//  ContactCell.swift
//  SwiftHub
//
//  Created by Khoren Markosyan on 1/15/19.
//  Copyright © 2019 Khoren Markosyan. All rights reserved.
//

import UIKit

class ContactCell: DefaultTableViewCell {

}
