// OpenRx — reactive programming for Swift. MIT licence.

import Testing
import XCTest

/// Records a failure of the running test, at `file`:`line`: an issue of the Swift Testing test when one is
/// running on this task (`Test.current`), otherwise an XCTest failure (`XCTFail`), so OpenRxTest's assertions
/// and marble parsing fail the test they are called from in either framework.
func recordTestFailure(_ message: String, file: StaticString, line: UInt) {
    guard Test.current != nil else {
        XCTFail(message, file: file, line: line)
        return
    }
    let path = "\(file)"
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    // Swift Testing wants a `Module/File.swift` identifier; the module is unknown here and only the file
    // name is shown.
    let location = SourceLocation(fileID: "Tests/\(fileName)", filePath: path, line: Int(line), column: 1)
    Issue.record(Comment(rawValue: message), sourceLocation: location)
}
