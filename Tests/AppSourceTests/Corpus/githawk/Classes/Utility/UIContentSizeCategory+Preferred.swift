//
//  UIContentSizeCategory+Preferred.swift
//  Freetime
//
//  Created by Ivan Smetanin on 08/05/2018.
//  Copyright © 2018 Ryan Nystrom. All rights reserved.
//

import UIKit

extension UIContentSizeCategory {

    static let preferred: UIContentSizeCategory = UIApplication.shared.preferredContentSizeCategory

}
