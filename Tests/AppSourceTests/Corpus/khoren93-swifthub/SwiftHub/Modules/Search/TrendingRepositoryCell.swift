//
//  TrendingRepositoryCell.swift
//  SwiftHub
//
//  Created by Sygnoos9 on 12/18/18.
//  Copyright © 2018 Khoren Markosyan. All rights reserved.
//

import UIKit

class TrendingRepositoryCell: DefaultTableViewCell {

}
