// OpenRx — reactive programming for Swift. MIT licence.
//
//     swift run -c release --package-path Benchmarks openrx-bench [--quick] [--filter NAME] [--json PATH]
//
// `--profile IMPLEMENTATION` runs only that implementation of the selected scenarios, `--repeats` times, and
// prints no table: for `perf record` or `valgrind --tool=callgrind`. `--only NAME` selects one scenario by its
// exact name; `--list` prints the selected scenarios' names, units and unit counts (`Scripts/instructions.sh`
// divides callgrind's instruction counts by them). `--instructions` adds columns of OpenRx's and the floor's
// instructions per unit and their ratio, counted by callgrind (needs valgrind; slow: about a minute per
// scenario in full size).

import Foundation

struct Options {
    var quick = false
    var filter: String?
    var jsonPath = "openrx-bench.json"
    var repeats: Int?
    var profile: String?
    var only: String?
    var list = false
    var instructions = false

    init(arguments: [String]) throws {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--quick": quick = true
            case "--filter": filter = iterator.next()
            case "--json": jsonPath = iterator.next() ?? jsonPath
            case "--repeats": repeats = iterator.next().flatMap(Int.init)
            case "--profile": profile = iterator.next()?.lowercased()
            case "--only": only = iterator.next()
            case "--list": list = true
            case "--instructions": instructions = true
            case "--help", "-h":
                print(
                    "usage: openrx-bench [--quick] [--filter NAME] [--only NAME] [--list] [--json PATH] [--repeats N] [--instructions] [--profile floor|openrx|opencombine]"
                )
                exit(0)
            default:
                throw UsageError(argument: argument)
            }
        }
    }
}

struct UsageError: Error, CustomStringConvertible {
    let argument: String
    var description: String { "unknown argument \(argument); see --help" }
}

do {
    let options = try Options(arguments: CommandLine.arguments)
    let size = options.quick ? BenchmarkSize.quick : .full
    let repeats = max(1, options.repeats ?? size.repeats)
    let scenarios =
        subjectScenarios(size) + mapFilterScenarios(size) + flatMapScenarios(size)
        + combiningScenarios(size) + lifetimeScenarios(size) + schedulerScenarios(size)
        + concurrencyScenarios(size) + interceptionScenarios(size) + screenScenarios(size)
        + inspectorScenarios(size)
    let selected = scenarios.filter { scenario in
        (options.filter.map { scenario.name.localizedCaseInsensitiveContains($0) } ?? true)
            && (options.only.map { scenario.name == $0 } ?? true)
    }
    if options.list {
        for scenario in selected {
            let implementations = ["floor", "openrx"] + (scenario.openCombine == nil ? [] : ["opencombine"])
            print(scenario.name, scenario.unit.rawValue, scenario.units, implementations.joined(separator: ","))
        }
        exit(0)
    }
    if let implementation = options.profile {
        try profile(selected, implementation: implementation, repeats: repeats)
        exit(0)
    }
    let counter = options.instructions ? try InstructionCounter(quick: options.quick) : nil
    defer { counter?.cleanUp() }
    var results: [ScenarioResult] = []
    for scenario in selected {
        FileHandle.standardError.write(Data("running \(scenario.name)…\n".utf8))
        var result = try run(scenario, repeats: repeats)
        result.openRxInstructions = try counter?.perUnit(scenario, implementation: "openrx")
        result.floorInstructions = try counter?.perUnit(scenario, implementation: "floor")
        results.append(result)
    }
    print(markdownTable(results))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(results).write(to: URL(fileURLWithPath: options.jsonPath))
    FileHandle.standardError.write(Data("wrote \(options.jsonPath)\n".utf8))
} catch {
    FileHandle.standardError.write(Data("openrx-bench: \(error)\n".utf8))
    exit(1)
}
