//
//  MoxitoHariosWidgetBundle.swift
//  MoxitoHariosWidget
//
//  Created by Christian Ray Leovido on 16/09/2024.
//

import WidgetKit
import SwiftUI

@main
struct MoxitoHariosWidgetBundle: WidgetBundle {
    var body: some Widget {
        MoxitoHariosWidget()
    }
}
