import Foundation
import Testing

@testable import ConformanceBasics

/// The one rule every reader of a partner's folder follows: only regular files inside the folder
/// given, after links, with `..` refused past its root.
@Suite("Given folder")
struct GivenFolderTests {
    static func scratch() throws -> (folder: URL, outside: URL) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("given-\(UUID().uuidString)")
        let folder = base.appendingPathComponent("project")
        let outside = base.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("inside".utf8).write(to: folder.appendingPathComponent("App/Info.plist"))
        try Data("SECRET=outside-value".utf8).write(to: outside.appendingPathComponent("x.yml"))
        return (folder, outside)
    }

    @Test("a relative path is taken apart: '.' and empty parts dropped, '..' applied, refused when absolute or past the root")
    func normalized() {
        #expect(GivenFolder.normalized("App/./Info.plist") == "App/Info.plist")
        #expect(GivenFolder.normalized("App//Sub/../Info.plist") == "App/Info.plist")
        #expect(GivenFolder.normalized("../x.yml") == nil)
        #expect(GivenFolder.normalized("App/../../x.yml") == nil)
        #expect(GivenFolder.normalized("/etc/passwd") == nil)
        #expect(GivenFolder.normalized("") == "")
    }

    @Test("a file inside is read; '..' past the root, a link to a file outside and a link to a folder outside are refused unread")
    func readsOnlyInside() throws {
        let (folder, outside) = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("linked.yml").path, withDestinationPath: outside.appendingPathComponent("x.yml").path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Shared").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("environ").path, withDestinationPath: "/proc/self/environ")
        let given = try GivenFolder(folder.path)
        #expect(try given.read("App/Info.plist", limit: 100) == Array("inside".utf8))
        #expect(try given.read("App/../App/Info.plist", limit: 100) == Array("inside".utf8))
        for path in ["../elsewhere/x.yml", "linked.yml", "Shared/x.yml", "environ", "/proc/self/environ"] {
            #expect(throws: RegularFile.Refusal.self, "\(path) was read") { try given.read(path, limit: 100) }
            #expect(!given.holds(path), "\(path)")
        }
        do {
            _ = try given.read("linked.yml", limit: 100)
        } catch {
            #expect(error.reason.contains("outside the folder given"), "\(error.reason)")
        }
    }

    @Test("a link inside the folder to a file inside it is followed")
    func linkInside() throws {
        let (folder, _) = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Info.plist").path, withDestinationPath: "App/Info.plist")
        #expect(try GivenFolder(folder.path).read("Info.plist", limit: 100) == Array("inside".utf8))
    }

    @Test("the folder itself must be a directory that is there")
    func folderItself() throws {
        let (folder, _) = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        #expect(throws: RegularFile.Refusal.self) { try GivenFolder(folder.appendingPathComponent("App/Info.plist").path) }
        #expect(throws: RegularFile.Refusal.self) { try GivenFolder(folder.appendingPathComponent("missing").path) }
    }
}
