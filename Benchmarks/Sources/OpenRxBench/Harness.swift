// OpenRx — reactive programming for Swift. MIT licence.

import Dispatch
import Foundation
import MallocCounter

/// What a scenario's time and allocations are divided by.
enum BenchmarkUnit: String, Codable {
    /// Pumping scenarios: per element sent through the chain.
    case element
    /// Creating scenarios: per subscription made and ended.
    case subscription
    /// A screen's bindings, all set up and torn down.
    case screen
}

/// One scenario, implemented three ways. Each implementation returns a checksum (a sum or a count) that
/// must equal `expected`, so a broken implementation cannot look fast.
struct Scenario {
    let name: String
    let unit: BenchmarkUnit
    /// Elements or subscriptions per run.
    let units: Int
    let expected: Int
    let floor: () -> Int
    let openRx: () -> Int
    /// `nil` where OpenCombine has no equivalent operator.
    let openCombine: (() -> Int)?
    /// What differs in OpenCombine's version, if anything.
    var note: String = ""
}

/// Sizes of the scenarios: full, or `--quick` for CI (the benchmarks must keep building and running).
struct BenchmarkSize {
    let pumping: Int
    let heavyPumping: Int
    let creating: Int
    let heavyCreating: Int
    let repeats: Int

    static let full = BenchmarkSize(
        pumping: 1_000_000, heavyPumping: 100_000, creating: 10_000, heavyCreating: 1_000, repeats: 9)
    static let quick = BenchmarkSize(pumping: 10_000, heavyPumping: 2_000, creating: 200, heavyCreating: 50, repeats: 2)
}

/// The measurement of one implementation of one scenario.
struct Measurement: Codable {
    let nanosecondsPerUnit: Double
    let allocationsPerUnit: Double
}

/// The result of one scenario.
struct ScenarioResult: Codable {
    let name: String
    let unit: BenchmarkUnit
    let units: Int
    let floor: Measurement
    let openRx: Measurement
    let openCombine: Measurement?
    let note: String
    /// OpenRx's instructions per unit, counted by callgrind (`--instructions`).
    var openRxInstructions: Double?
    /// The floor's instructions per unit, counted the same way.
    var floorInstructions: Double?

    var openRxOverFloor: Double { openRx.nanosecondsPerUnit / floor.nanosecondsPerUnit }
    var openRxOverOpenCombine: Double? { openCombine.map { openRx.nanosecondsPerUnit / $0.nanosecondsPerUnit } }
}

struct ChecksumMismatch: Error, CustomStringConvertible {
    let scenario: String
    let implementation: String
    let expected: Int
    let actual: Int

    var description: String {
        "\(scenario) (\(implementation)): checksum \(actual), expected \(expected)"
    }
}

/// Runs `body` once to warm up and count allocations, then `repeats` timed times; returns the median.
func measure(
    _ body: () -> Int, scenario: Scenario, implementation: String, repeats: Int
) throws -> Measurement {
    func check(_ value: Int) throws {
        if value != scenario.expected {
            throw ChecksumMismatch(
                scenario: scenario.name, implementation: implementation, expected: scenario.expected, actual: value)
        }
    }
    try check(body())
    let allocationsBefore = openrx_bench_malloc_count()
    try check(body())
    let allocations = openrx_bench_malloc_count() - allocationsBefore
    var times: [UInt64] = []
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        let value = body()
        let end = DispatchTime.now().uptimeNanoseconds
        try check(value)
        times.append(end - start)
    }
    times.sort()
    let median = times[times.count / 2]
    return Measurement(
        nanosecondsPerUnit: Double(median) / Double(scenario.units),
        allocationsPerUnit: Double(allocations) / Double(scenario.units))
}

/// Runs a scenario's three implementations.
func run(_ scenario: Scenario, repeats: Int) throws -> ScenarioResult {
    ScenarioResult(
        name: scenario.name, unit: scenario.unit, units: scenario.units,
        floor: try measure(scenario.floor, scenario: scenario, implementation: "floor", repeats: repeats),
        openRx: try measure(scenario.openRx, scenario: scenario, implementation: "OpenRx", repeats: repeats),
        openCombine: try scenario.openCombine.map {
            try measure($0, scenario: scenario, implementation: "OpenCombine", repeats: repeats)
        },
        note: scenario.note)
}

/// Runs one implementation of each scenario `repeats` times, checking each result, for a profiler.
func profile(_ scenarios: [Scenario], implementation: String, repeats: Int) throws {
    for scenario in scenarios {
        let body: (() -> Int)?
        switch implementation {
        case "floor": body = scenario.floor
        case "openrx": body = scenario.openRx
        case "opencombine": body = scenario.openCombine
        default: throw UsageError(argument: implementation)
        }
        guard let body else { continue }
        for _ in 0..<repeats {
            let value = body()
            if value != scenario.expected {
                throw ChecksumMismatch(
                    scenario: scenario.name, implementation: implementation, expected: scenario.expected,
                    actual: value)
            }
        }
    }
}

/// The instruction columns of `result`'s row: OpenRx's, the floor's and their ratio.
func instructionColumns(_ result: ScenarioResult) -> String {
    func count(_ value: Double?) -> String {
        value.map { String(format: "%.0f", $0) } ?? "–"
    }
    let ratio = result.openRxInstructions.flatMap { openRx in
        result.floorInstructions.flatMap { $0 > 0 ? String(format: "%.2f×", openRx / $0) : nil }
    }
    return " \(count(result.openRxInstructions)) | \(count(result.floorInstructions)) | \(ratio ?? "–") |"
}

/// The results as a Markdown table.
func markdownTable(_ results: [ScenarioResult]) -> String {
    func number(_ value: Double) -> String {
        value >= 100 ? String(format: "%.0f", value) : String(format: "%.1f", value)
    }
    func allocations(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
    func ratio(_ value: Double?) -> String {
        value.map { String(format: "%.2f×", $0) } ?? "–"
    }
    let counted = results.contains { $0.openRxInstructions != nil }
    var lines = [
        "| scenario | per | floor ns | OpenRx ns | OpenCombine ns | OpenRx/floor | OpenRx/OpenCombine | OpenRx allocs | OpenCombine allocs |"
            + (counted ? " OpenRx instructions | floor instructions | OpenRx/floor instructions |" : ""),
        "|---|---|--:|--:|--:|--:|--:|--:|--:|" + (counted ? "--:|--:|--:|" : ""),
    ]
    for result in results {
        let combineTime = result.openCombine.map { number($0.nanosecondsPerUnit) } ?? "–"
        let combineAllocations = result.openCombine.map { allocations($0.allocationsPerUnit) } ?? "–"
        lines.append(
            "| \(result.name) | \(result.unit.rawValue) | \(number(result.floor.nanosecondsPerUnit)) | "
                + "\(number(result.openRx.nanosecondsPerUnit)) | \(combineTime) | \(ratio(result.openRxOverFloor)) | "
                + "\(ratio(result.openRxOverOpenCombine)) | \(allocations(result.openRx.allocationsPerUnit)) | "
                + "\(combineAllocations) |"
                + (counted ? instructionColumns(result) : ""))
    }
    let notes = results.filter { !$0.note.isEmpty }.map { "- \($0.name): \($0.note)" }
    if !notes.isEmpty {
        lines.append("")
        lines.append(contentsOf: notes)
    }
    if openrx_bench_malloc_counting_available() == 0 {
        lines.append("")
        lines.append("Allocations are counted on Linux (glibc) only; this platform shows 0.")
    }
    return lines.joined(separator: "\n")
}
