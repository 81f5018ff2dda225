// OpenRx — reactive programming for Swift. MIT licence.

import Foundation
import OpenRx
import OpenRxCocoa

/// The rows of the simple table (RxExample's `SimpleTableViewExampleViewController`).
public enum SimpleTable {
    /// Twenty numbered rows.
    public static let items = Observable.just((0..<20).map { "\($0)" })

    /// What tapping `item` shows.
    public static func message(forTapped item: String) -> String { "Tapped `\(item)`" }

    /// What tapping the accessory button of the row at `indexPath` shows.
    public static func message(forAccessoryAt indexPath: IndexPath) -> String {
        "Tapped Detail @ \(indexPath[0]) \(indexPath[1])"
    }
}

/// The sections of the sectioned table (RxExample's `SimpleTableViewExampleSectionedViewController`).
public enum SectionedTable {
    /// Three sections of numbers.
    public static let sections: [(title: String, items: [Double])] = [
        ("First section", [1.0, 2.0, 3.0]), ("Second section", [1.0, 2.0, 3.0]), ("Third section", [1.0, 2.0, 3.0]),
    ]

    /// What tapping `value` at `indexPath` shows.
    public static func message(forTapped value: Double, at indexPath: IndexPath) -> String {
        "Tapped `\(value)` @ \(indexPath[0]) \(indexPath[1])"
    }
}

/// A user of the editing table.
public struct User: Equatable, Sendable {
    /// The first name.
    public var firstName: String
    /// The last name.
    public var lastName: String

    /// A user called `firstName lastName`.
    public init(firstName: String, lastName: String) {
        self.firstName = firstName
        self.lastName = lastName
    }

    /// `First Last`.
    public var fullName: String { "\(firstName) \(lastName)" }
}

/// What the editing table asks for its users (RxExample's `RandomUserAPI`); the examples use a stub.
public protocol UserAPI: Sendable {
    /// Some users.
    func users() -> Observable<[User]>
}

/// A local stand-in for the random-user service: a fixed list, after `delay` on `scheduler`.
public struct StubUserService: UserAPI, @unchecked Sendable {
    // Sendable: the scheduler is used as any scheduler is, from any thread.
    private let delay: RxTimeInterval
    private let scheduler: SchedulerType

    /// A stub answering after `delay` on `scheduler`.
    public init(delay: RxTimeInterval = .milliseconds(200), scheduler: SchedulerType = MainScheduler.instance) {
        self.delay = delay
        self.scheduler = scheduler
    }

    /// Four pioneers of computing, after the delay.
    public func users() -> Observable<[User]> {
        let names = [("Ada", "Lovelace"), ("Alan", "Turing"), ("Grace", "Hopper"), ("Edsger", "Dijkstra")]
        return Observable.just(names.map { User(firstName: $0.0, lastName: $0.1) }).delay(delay, scheduler: scheduler)
    }
}

/// A command of the editing table (RxExample's `TableViewEditingCommand`).
public enum TableEditingCommand: Sendable {
    /// The users the service returned: the first is the favorite.
    case setUsers([User])
    /// The user deleted the row at `indexPath`.
    case delete(IndexPath)
    /// The user moved a row.
    case move(from: IndexPath, to: IndexPath)
}

/// The editing table's sections, "Favorite Users" and "Normal Users", as the commands leave them (RxExample's
/// `TableViewWithEditingCommandsViewController`).
public struct EditingTableState: Equatable, Sendable {
    /// The sections' titles and users.
    public private(set) var sections: [(title: String, users: [User])] = [("Favorite Users", []), ("Normal Users", [])]

    /// Empty sections.
    public init() {}

    /// Whether both have the same sections with the same users.
    public static func == (lhs: EditingTableState, rhs: EditingTableState) -> Bool {
        lhs.sections.map(\.title) == rhs.sections.map(\.title) && lhs.sections.map(\.users) == rhs.sections.map(\.users)
    }

    /// The state after `command`.
    public func execute(_ command: TableEditingCommand) -> EditingTableState {
        var next = self
        switch command {
        case .setUsers(let users):
            next.sections[0].users = Array(users.prefix(1))
            next.sections[1].users = Array(users.dropFirst())
        case .delete(let indexPath):
            guard contains(indexPath) else { return self }
            next.sections[indexPath[0]].users.remove(at: indexPath[1])
        case .move(let from, let to):
            guard contains(from), sections.indices.contains(to[0]),
                to[1] <= sections[to[0]].users.count - (from[0] == to[0] ? 1 : 0)
            else { return self }
            let user = next.sections[from[0]].users.remove(at: from[1])
            next.sections[to[0]].users.insert(user, at: to[1])
        }
        return next
    }

    private func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath[0])
            && sections[indexPath[0]].users.indices.contains(indexPath[1])
    }
}

extension ObservableType where Element == TableEditingCommand {
    /// The sections after each command.
    public func editingTableSections() -> Observable<EditingTableState> {
        scan(EditingTableState()) { $0.execute($1) }.startWith(EditingTableState())
    }
}
