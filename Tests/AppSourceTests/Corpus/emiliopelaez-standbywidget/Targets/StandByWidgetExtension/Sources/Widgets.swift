//
//  Widgets.swift
//  StandByWidgetExtension
//
//  Created by Emilio Peláez on 11/9/23.
//  Copyright © 2023 Emilio Peláez. All rights reserved.
//

import SwiftUI
import WidgetKit

@main
struct Widgets: WidgetBundle {
	var body: some Widget {
		TimeDateWidget()
	}
}
