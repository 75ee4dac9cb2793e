//
//  CherylDarkWidgetBundle.swift
//  CherylDarkWidget
//
//  Created by Christian Ray Leovido on 14/10/2024.
//

import WidgetKit
import SwiftUI

@main
struct CherylDarkWidgetBundle: WidgetBundle {
	var body: some Widget {
		CherylDarkWidgetSimple()
		CherylDarkWidgetLiveActivity()
	}
}
