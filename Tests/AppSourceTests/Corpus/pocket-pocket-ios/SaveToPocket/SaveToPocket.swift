// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/.

import Foundation

// This file does nothing, but Apple, is Apple, and you need to have an empty file in your target for CodeSigning to actually work even if all your code is in a package.  Yes this makes no sense, but hey this is Apple's world we live in.
