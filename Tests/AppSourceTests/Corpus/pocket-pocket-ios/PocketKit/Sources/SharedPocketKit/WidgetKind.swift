// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/.

/// Keys of all widget kinds in this target
public enum WidgetKind {
    public static let recentSaves = "RecentSavesWidget"
    public static let recommendations = "DiscoverWidget"
}
