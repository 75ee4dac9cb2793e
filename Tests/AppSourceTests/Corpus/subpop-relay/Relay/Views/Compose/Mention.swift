// Copyright 2026 Link Dupont
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

import Foundation

/// A resolved user mention tracked in the compose bar.
///
/// Each ``Mention`` pairs a Matrix user ID with its display name.
/// Mentions are displayed inline in the text view as ``PillTextAttachment``
/// capsules. At send time the view model converts each occurrence to a
/// Matrix.to markdown link via ``ComposeViewModel/markdownWithMentions()``.
struct Mention: Identifiable, Equatable {
    let id = UUID()
    let userId: String
    let displayName: String
}
