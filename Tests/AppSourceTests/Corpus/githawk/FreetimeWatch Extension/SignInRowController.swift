//
//  SignInRowController.swift
//  FreetimeWatch Extension
//
//  Created by Ryan Nystrom on 4/27/18.
//  Copyright © 2018 Ryan Nystrom. All rights reserved.
//

import Foundation
import WatchKit

final class SignInRowController: NSObject {

}
