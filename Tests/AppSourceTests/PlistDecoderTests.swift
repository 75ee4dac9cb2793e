import Foundation
import KitTestSupport
import Testing

@testable import AppSource

/// The kit's own property list decoders: what an Info.plist holds is read in both encodings, and
/// hostile files (cycles, deep nesting, nesting hidden from a tag count, shared objects, cut-off
/// files) are refused in one line, fast, under a hard deadline.
@Suite("Plist decoders")
struct PlistDecoderTests {
    /// A `bplist00` file of already-encoded objects (1-byte offsets and references unless more are needed).
    static func bplist(_ objects: [[UInt8]], top: Int = 0) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let offsetSize = bytes.count < 256 ? 1 : bytes.count < 65536 ? 2 : 4
        let table = bytes.count
        for offset in offsets { bytes += bigEndian(offset, size: offsetSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), objects.count < 256 ? 1 : 2]
        bytes += bigEndian(objects.count, size: 8) + bigEndian(top, size: 8) + bigEndian(table, size: 8)
        return bytes
    }

    static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * (size - 1 - $0))) }
    }

    static func ascii(_ text: String) -> [UInt8] {
        let count = text.utf8.count
        return (count < 15 ? [0x50 | UInt8(count)] : [0x5F, 0x10, UInt8(count)]) + Array(text.utf8)
    }

    static func refusal(_ bytes: [UInt8]) -> String? {
        HardDeadline.run("decoding \(bytes.count) bytes") { () -> String? in
            do throws(PlistRefusal) {
                _ = bytes.starts(with: Array("bplist".utf8)) ? try BinaryPlist.decode(bytes) : try XMLPlist.decode(bytes)
                return nil
            } catch {
                return error.reason
            }
        } ?? "timed out"
    }

    @Test("a binary plist that contains itself (a dictionary holding itself) is refused as a cycle")
    func selfContaining() {
        let bytes = Self.bplist([[0xD1, 1, 0], Self.ascii("k")])
        #expect(bytes.count < 70)
        #expect(Self.refusal(bytes) == "binary plist: object 0 contains itself (a cycle)")
    }

    @Test("two binary arrays holding each other are refused as a cycle")
    func mutualArrays() {
        let bytes = Self.bplist([[0xD1, 3, 1], [0xA1, 2], [0xA1, 1], Self.ascii("k")])
        #expect(Self.refusal(bytes) == "binary plist: object 1 contains itself (a cycle)")
    }

    @Test("a binary plist nested 5,000 deep is refused at the depth bound")
    func deepBinary() {
        var objects: [[UInt8]] = [[0xD1, 0, 1, 0, 2], Self.ascii("k")]
        for index in 2...5001 { objects.append([0xA1] + Self.bigEndian(index + 1, size: 2)) }
        objects.append([0xA0])
        #expect(Self.refusal(Self.bplist(objects)) == "binary plist: arrays and dictionaries nested deeper than \(PlistBounds.maxDepth)")
    }

    @Test("an object shared by every reference (a DAG doubling at each level) is refused at the value bound, not expanded")
    func sharedObjects() {
        // 0 = {1: 2}, 1 = "k", i = [i + 1, i + 1] for 40 levels: 2^40 values if expanded.
        var objects: [[UInt8]] = [[0xD1, 1, 2], Self.ascii("k")]
        for index in 2..<42 { objects.append([0xA2, UInt8(index + 1), UInt8(index + 1)]) }
        objects.append(Self.ascii("leaf"))
        #expect(
            Self.refusal(Self.bplist(objects))
                == "binary plist: more than \(PlistBounds.maxValues) values (objects referred to over and over)")
    }

    @Test("an XML plist whose closing tags inside a comment would hide its nesting is refused at the depth bound")
    func commentHidesDepth() {
        let depth = 100_000
        let xml =
            "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>k</key><!--" + String(repeating: "</array>", count: depth) + "-->"
            + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</dict></plist>"
        #expect(Self.refusal(Array(xml.utf8)) == "XML plist, line 1: arrays and dictionaries nested deeper than \(PlistBounds.maxDepth)")
    }

    @Test("every prefix of a binary and an XML Info.plist is decoded or refused, never a crash")
    func prefixes() throws {
        let binary = Self.bplist([
            [0xD2, 1, 2, 3, 4], Self.ascii("CFBundleURLTypes"), Self.ascii("MinimumOSVersion"), [0xA1, 5], Self.ascii("15.0"),
            [0xD1, 6, 7], Self.ascii("CFBundleURLSchemes"), [0xA1, 8], Self.ascii("myapp"),
        ])
        #expect(try BinaryPlist.decode(binary)["CFBundleURLTypes"]?.array.first?["CFBundleURLSchemes"]?.array.first?.string == "myapp")
        let xml = Array(Self.infoXML.utf8)
        let done = HardDeadline.run("prefixes") {
            for cut in 0..<binary.count { _ = try? BinaryPlist.decode(Array(binary[0..<cut])) }
            for cut in 0..<xml.count { _ = try? XMLPlist.decode(Array(xml[0..<cut])) }
            return true
        }
        #expect(done == true)
    }

    static let infoXML = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<!-- the callback scheme -->
        \t<key>CFBundleURLTypes</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>CFBundleURLSchemes</key>
        \t\t\t<array>
        \t\t\t\t<string>my&amp;app</string>
        \t\t\t\t<string><![CDATA[<raw>]]></string>
        \t\t\t</array>
        \t\t</dict>
        \t</array>
        \t<key>MinimumOSVersion</key>
        \t<string>15.0</string>
        \t<key>UIRequiresFullScreen</key>
        \t<true/>
        \t<key>Count</key><integer>3</integer>
        </dict>
        </plist>
        """

    @Test("an XML Info.plist is read with entities, CDATA, comments and each value's line")
    func xmlInfoPlist() throws {
        let plist = try InfoPlist(path: "Info.plist", bytes: Array(Self.infoXML.utf8))
        #expect(plist.urlSchemes.map(\.value) == ["my&app", "<raw>"])
        #expect(plist.urlSchemes.map(\.line) == [11, 12])
        #expect(plist.minimumOSVersion?.value == "15.0")
        #expect(plist.minimumOSVersion?.line == 16)
        #expect(plist.strings.map(\.key) == ["MinimumOSVersion"])
    }

    @Test("a binary Info.plist written by Foundation reads the same as its XML form")
    func binaryMatchesXML() throws {
        struct URLType: Codable { var CFBundleURLSchemes: [String] }
        struct Info: Codable {
            var CFBundleURLTypes: [URLType]
            var MinimumOSVersion: String
            var CFBundleName: String
            var Retina: Bool
        }
        let info = Info(
            CFBundleURLTypes: [URLType(CFBundleURLSchemes: ["myapp", "other"])], MinimumOSVersion: "16.0", CFBundleName: "Ünïcode app",
            Retina: true)
        for format in [PropertyListSerialization.PropertyListFormat.binary, .xml] {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = format
            let plist = try InfoPlist(path: "Info.plist", bytes: Array(try encoder.encode(info)))
            #expect(plist.isBinary == (format == .binary))
            #expect(plist.urlSchemes.map(\.value) == ["myapp", "other"])
            #expect(plist.minimumOSVersion?.value == "16.0")
            #expect(plist.strings.map(\.value) == ["Ünïcode app", "16.0"])
        }
    }

    @Test(
        "malformed files are refused in one line naming where",
        arguments: [
            ("<plist><dict><key>a</key><strin>x</strin></dict></plist>", "XML plist, line 1: <strin> is not a property list element"),
            ("<plist><dict><key>a</key></dict></plist>", "XML plist, line 1: <key>a</key> has no value"),
            ("<plist><dict>\n<key>a</key><string>x &bogus; y</string></dict></plist>", "XML plist, line 2: unknown entity &bogus;"),
            ("<plist><dict><key>a</key><string>x</dict></plist>", "XML plist, line 1: </dict> where </string> was expected"),
            ("<plist><array><!-- never closed", "XML plist, line 1: comment is not closed"),
            ("just text", "XML plist, line 1: text where an element was expected"),
        ])
    func malformed(_ xml: String, _ expected: String) {
        #expect(Self.refusal(Array(xml.utf8)) == expected)
    }

    @Test("binary files whose numbers point outside them are refused")
    func binaryOutOfRange() {
        var bytes = Self.bplist([[0xD1, 1, 0], Self.ascii("k")])
        bytes[bytes.count - 1] = 0xFF  // the offset table past the end
        #expect(Self.refusal(bytes)?.hasPrefix("binary plist: its offset table") == true)
        #expect(Self.refusal(Self.bplist([[0xD1, 1, 9], Self.ascii("k")])) == "binary plist: a reference to object 9 of 2")
        #expect(Self.refusal(Self.bplist([[0x5F, 0x11, 0x7F, 0xFF], Self.ascii("k")]))?.contains("runs past the objects") == true)
    }
}

@Suite("Info.plist: whose bundle it is")
struct InfoPlistBundleTests {
    static func plist(_ keys: String) throws -> InfoPlist {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>\(keys)</dict></plist>
            """
        return try InfoPlist(path: "App/Info.plist", bytes: Array(text.utf8))
    }

    @Test("a Mac app's plist (LSMinimumSystemVersion alone) is another bundle; a Mac Catalyst app's (beside UIKit keys) is the iOS app")
    func catalystIsIOS() throws {
        let mac = try Self.plist("<key>LSMinimumSystemVersion</key><string>12.0</string>")
        #expect(mac.otherBundle == "a Mac app")
        let catalyst = try Self.plist(
            "<key>LSMinimumSystemVersion</key><string>12.0</string><key>UIApplicationSceneManifest</key><dict/>")
        #expect(catalyst.otherBundle == nil)
        let requires = try Self.plist("<key>LSMinimumSystemVersion</key><string>12.0</string><key>LSRequiresIPhoneOS</key><true/>")
        #expect(requires.otherBundle == nil)
    }
}
