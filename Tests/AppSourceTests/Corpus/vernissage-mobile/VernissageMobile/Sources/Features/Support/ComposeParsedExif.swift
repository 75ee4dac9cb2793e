//
//  https://mczachurski.dev
//  Copyright © 2026 Marcin Czachurski and the repository contributors.
//  Licensed under the Apache License 2.0.
//

import SwiftUI

struct ComposeParsedExif {
    var description: String?
    var make: String?
    var model: String?
    var lens: String?
    var createDate: String?
    var focalLength: String?
    var focalLenIn35mmFilm: String?
    var fNumber: String?
    var exposureTime: String?
    var photographicSensitivity: String?
    var software: String?
    var flash: String?
    var latitude: String?
    var longitude: String?
}
