// OpenRx — reactive programming for Swift. MIT licence.

import Foundation

/// Counts instructions per unit with callgrind (`--instructions`): stable where times on a shared machine
/// are not.
///
/// For each scenario it runs this very binary under `valgrind --tool=callgrind` with `--profile openrx
/// --only NAME`, once with `--repeats 2` and once with `--repeats 3`; the difference is one run of the
/// scenario (process start, set-up and one-time costs cancel), divided by the scenario's units. callgrind
/// cannot read the DWARF of a Swift release build, so it runs a copy stripped of debug sections.
struct InstructionCounter {
    let binary: URL
    let quick: Bool

    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// Makes the stripped copy of the running binary; throws if valgrind or objcopy is missing.
    init(quick: Bool) throws {
        for tool in ["valgrind", "objcopy"] where try Self.run(["which", tool]).status != 0 {
            throw Unavailable(description: "--instructions needs \(tool) on PATH")
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("openrx-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        binary = directory.appendingPathComponent("openrx-bench")
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let stripped = try Self.run(["objcopy", "--strip-debug", own, binary.path])
        guard stripped.status == 0 else { throw Unavailable(description: "objcopy failed: \(stripped.errors)") }
        self.quick = quick
    }

    /// Instructions per unit of one implementation of `scenario`.
    func perUnit(_ scenario: Scenario, implementation: String) throws -> Double {
        let difference =
            try instructions(scenario, implementation, repeats: 3)
            - instructions(scenario, implementation, repeats: 2)
        return Double(difference) / Double(scenario.units)
    }

    /// Removes the stripped copy.
    func cleanUp() {
        try? FileManager.default.removeItem(at: binary.deletingLastPathComponent())
    }

    private func instructions(_ scenario: Scenario, _ implementation: String, repeats: Int) throws -> Int {
        let arguments =
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", binary.path]
            + (quick ? ["--quick"] : [])
            + ["--profile", implementation, "--only", scenario.name, "--repeats", String(repeats)]
        let result = try Self.run(arguments)
        // callgrind's summary line: "==PID== Collected : 123456".
        let collected = result.errors.split(separator: "\n").first { $0.contains("Collected") }
        guard result.status == 0, let count = collected?.split(separator: " ").last.flatMap({ Int($0) }) else {
            throw Unavailable(description: "callgrind failed on \(scenario.name): \(result.errors.suffix(500))")
        }
        return count
    }

    /// Runs a command found on PATH; returns its exit status and standard error.
    private static func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        // Swift seeds its hashing per process; a fixed seed keeps dictionary and set work the same.
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_DETERMINISTIC_HASHING": "1"]) {
            $1
        }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
