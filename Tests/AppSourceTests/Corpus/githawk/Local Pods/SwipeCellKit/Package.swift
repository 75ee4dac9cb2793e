//
//  Created by Jeremy Koch.
//  Copyright © 2017 Jeremy Koch. All rights reserved.
//

import PackageDescription

let package = Package(
    name: "SwipeCellKit"
)