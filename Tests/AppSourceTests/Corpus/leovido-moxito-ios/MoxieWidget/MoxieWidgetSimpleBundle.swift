//
//  MoxieWidgetSimpleBundle.swift
//  MoxieWidgetSimple
//
//  Created by Christian Ray Leovido on 27/08/2024.
//

import WidgetKit
import SwiftUI

@main
struct MoxieWidgetSimpleBundle: WidgetBundle {
    var body: some Widget {
        MoxieWidgetSimple()
        MoxieWidgetSimpleLiveActivity()
    }
}
