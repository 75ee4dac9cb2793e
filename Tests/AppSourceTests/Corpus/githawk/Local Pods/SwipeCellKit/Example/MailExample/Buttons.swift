//
//  Buttons.swift
//  MailExample
//
//  Created by Ryan Nystrom on 6/26/17.
//
//

import UIKit

enum ButtonDisplayMode {
    case titleAndImage, titleOnly, imageOnly
}

enum ButtonStyle {
    case backgroundColor, circular
}
