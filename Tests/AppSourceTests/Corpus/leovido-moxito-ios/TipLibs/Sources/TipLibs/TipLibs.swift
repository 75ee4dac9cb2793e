// The Swift Programming Language
// https://docs.swift.org/swift-book
