//
//  demo_embeddedApp.swift
//  demo-embedded
//
//  Created by David Frontegg on 13/09/2023.
//

import SwiftUI
import FronteggSwift

/// The main entry point for the demo application.
@main
struct MultiRegionApp: App {
    @StateObject private var bootstrapper = MultiRegionBootstrapper()

    var body: some Scene {
        WindowGroup {
            Group {
                if bootstrapper.isReady {
                    FronteggWrapper() {
                        MyApp()
                    }
                } else {
                    LoaderView()
                }
            }
        }
    }
}
