import Foundation

// Run on a maintainer's machine, never shipped in the app.
let processes = URL(string: "https://api.example-humanplugin.test/v1/processes")!
print(processes)
