// OpenRx — reactive programming for Swift. MIT licence.

import Foundation

// Draws every operator's marble diagram from a real run on `TestScheduler`:
//
//     swift run openrx-marbles [OUTPUT_DIR]
//
// writes `marble-<name>.svg` for each scenario into OUTPUT_DIR (default: the OpenRx DocC catalogue's
// Resources/Marbles). `Scripts/marbles-check.sh` regenerates them and fails when a committed picture differs.

let output = CommandLine.arguments.dropFirst().first ?? "Sources/OpenRx/OpenRx.docc/Resources/Marbles"
let directory = URL(fileURLWithPath: output, isDirectory: true)
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
var names = Set<String>()
for scenario in marbleScenarios {
    precondition(names.insert(scenario.name).inserted, "two diagrams named \(scenario.name)")
    let file = directory.appendingPathComponent("marble-\(scenario.name).svg")
    try Data(scenario.render().utf8).write(to: file)
}
print("wrote \(marbleScenarios.count) marble diagrams to \(output)")
