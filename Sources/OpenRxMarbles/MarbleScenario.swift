// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx
import OpenRxTest

/// One operator's diagram: the code it shows, how long it runs, and the pipeline it runs.
struct MarbleScenario {
    /// The picture's name: `marble-<name>.svg`, referenced as `![…](marble-<name>)` in the operator's
    /// documentation.
    let name: String
    /// The call the operator box shows.
    let code: String
    /// The diagram's last virtual time; the result is disposed then.
    let end: Int
    /// Builds the pipeline on a recording (its sources drawn as lanes).
    let make: (MarbleRecording) -> Observable<String>

    init(_ name: String, _ code: String, end: Int = 100, _ make: @escaping (MarbleRecording) -> Observable<String>) {
        self.name = name
        self.code = code
        self.end = end
        self.make = make
    }

    /// Runs the pipeline and draws it.
    func render() -> String {
        let recording = MarbleRecording()
        let pipeline = make(recording)
        _ = recording.run(pipeline, until: end)
        return MarbleSVG(code: code, end: end, lanes: recording.lanes, timers: recording.timers).render()
    }
}

extension ObservableType {
    /// The elements as text, for the result lane.
    var text: Observable<String> { map { "\($0)" } }
}

/// An error for the diagrams.
struct MarbleError: Error {}

/// Every diagram, by ReactiveX's categories.
var marbleScenarios: [MarbleScenario] {
    creatingScenarios + transformingScenarios + filteringScenarios + combiningScenarios + errorHandlingScenarios
        + utilityScenarios + conditionalScenarios + aggregateScenarios + timeScenarios + connectableScenarios
        + conversionScenarios + sharingScenarios
}
