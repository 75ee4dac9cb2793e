//
//  https://mczachurski.dev
//  Copyright © 2023 Marcin Czachurski and the repository contributors.
//  Licensed under the Apache License 2.0.
//

import SwiftUI

@MainActor
struct LoadingView: View {
    var body: some View {
        VStack(alignment: .center) {
            Spacer()
            Image("SplashText")
            Image("Pixelfed")
            Spacer()
        }
    }
}
