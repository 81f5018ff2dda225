// OpenRx — reactive programming for Swift. MIT licence.

import RxRelay
import RxSwift

/// A counter written the way ReactorKit writes a reactor: actions go in, each is reduced into the state, and the
/// state comes out as a sequence that starts with the initial state.
public final class CounterReactor {
    /// What the user can do.
    public enum Action {
        case increase
        case decrease
    }

    /// Where the view sends its actions.
    public let action = PublishRelay<Action>()
    /// The current count, then the count after each action.
    public let state: Observable<Int>

    /// Makes a reactor that counts from `initialState`.
    public init(initialState: Int = 0) {
        state = CounterReactor.reduce(action.asObservable(), from: initialState).share(replay: 1)
    }

    /// The states `actions` lead to from `initialState`, starting with `initialState`.
    ///
    ///     -i-i-d-|  →  0-1-2-1-|
    public static func reduce(_ actions: Observable<Action>, from initialState: Int) -> Observable<Int> {
        actions
            .scan(initialState) { state, action in
                switch action {
                case .increase: return state + 1
                case .decrease: return state - 1
                }
            }
            .startWith(initialState)
    }
}
