// swift-tools-version:5.7
// The swift-tools-version declares the minimum version of Swift required to build this package.

import Foundation
import PackageDescription

var package = Package(
  name: "Examples",
  platforms: [],
  products: [],
  dependencies: [],
  targets: []
)
