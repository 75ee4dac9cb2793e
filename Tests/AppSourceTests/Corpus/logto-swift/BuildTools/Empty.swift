// https://github.com/nicklockwood/SwiftFormat#1-create-a-buildtools-folder--packageswift
