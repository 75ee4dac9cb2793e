//
//  TabNavRootViewControllerType.swift
//  Freetime
//
//  Created by Ryan Nystrom on 9/26/17.
//  Copyright © 2017 Ryan Nystrom. All rights reserved.
//

import Foundation

protocol TabNavRootViewControllerType {
    func didSingleTapTab()
    func didDoubleTapTab()
}
