// swift-tools-version:5.5

import PackageDescription

let package = Package(
  name: "Examples",
  platforms: [],
  products: [],
  dependencies: [],
  targets: []
)
