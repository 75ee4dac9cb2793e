import ProjectDescription

let plugin = Plugin(name: "MyPlugin")