// expect: main actor-isolated property 'errors' can not be mutated from a Sendable closure
// A main-actor log installed as the default error handler: the handler runs on whatever thread the error
// reaches (a binder's error sent from a background queue), off the main actor.
import OpenRx

@MainActor
final class ErrorLog {
    var errors: [Error] = []

    func install() {
        Hooks.defaultErrorHandler = { _, error in
            self.errors.append(error)
        }
    }
}
